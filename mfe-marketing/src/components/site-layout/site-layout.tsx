import { useLayoutEffect, type ReactNode } from 'react';
import { PAGE_META, type MarketingRoute } from '../../pages/page-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';
import { usePageTitle } from '@fondly/design-system';

/**
 * Told to the shell once a page has rendered in the browser, so it can swap the prerendered
 * copy of the page for the live one in the same frame (shell/src/bootstrap.tsx).
 */
export const PAGE_RENDERED_EVENT = 'fondly:page-rendered';

/** Every public page: skip link, top bar, the page's own <main>, footer, title and description. */
export function SiteLayout({ route, children }: { route: MarketingRoute; children: ReactNode }) {
  const meta = PAGE_META[route];
  usePageTitle(meta.title, meta.description);
  useLayoutEffect(() => {
    document.dispatchEvent(new CustomEvent(PAGE_RENDERED_EVENT, { detail: { route } }));
  }, [route]);
  return (
    <div className={styles.site}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main} data-page={meta.name}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
