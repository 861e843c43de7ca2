import type { ReactNode } from 'react';
import type { MarketingRoute } from '../../pages/page-meta';
import { SiteLayout } from '../site-layout/site-layout';
import content from './content.module.css';
import { PageIntro } from './page-intro';

/**
 * A page that opens with a title and a lead (about, gift, FAQ, the legal pages): the site's
 * frame, the intro, then the page's own content, set as narrow prose when `prose` is given.
 */
export function IntroPage({ route, title, lead, updated, prose, children }: { route: MarketingRoute; title: string; lead: ReactNode; updated?: string; prose?: boolean; children: ReactNode }) {
  return (
    <SiteLayout route={route}>
      <PageIntro title={title} lead={lead} updated={updated} />
      {prose ? (
        <div className={content.narrow}>
          <div className={content.prose}>{children}</div>
        </div>
      ) : (
        children
      )}
    </SiteLayout>
  );
}
