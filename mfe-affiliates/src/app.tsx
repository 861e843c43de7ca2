import { lazy } from 'react';
import { createRemoteApp } from '@fondly/design-system';

/** The pages of this remote, keyed by the shell's route pattern (the contract's SITE_ROUTES). */
export default createRemoteApp('affiliates', {
  '/affiliates': lazy(() => import('./pages/affiliates/affiliates-page')),
  '/affiliate-dashboard': lazy(() => import('./pages/affiliate-dashboard/affiliate-dashboard-page')),
});
