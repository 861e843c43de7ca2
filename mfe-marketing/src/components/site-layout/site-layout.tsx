import type { ReactNode } from 'react';
import { PAGE_META, type MarketingRoute } from '../../pages/page-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';
import { usePageRendered, usePageTitle } from '@fondly/design-system';

/** Every public page: skip link, top bar, the page's own <main>, footer, title and description. */
export function SiteLayout({ route, children }: { route: MarketingRoute; children: ReactNode }) {
  const meta = PAGE_META[route];
  usePageTitle(meta.title, meta.description);
  usePageRendered(route);
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
