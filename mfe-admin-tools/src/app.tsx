import { lazy } from 'react';
import { createRemoteApp } from '@fondly/design-system';

/** The pages of this remote, keyed by the shell's route pattern (the contract's SITE_ROUTES). */
export default createRemoteApp('admin-tools', {
  '/api-test': lazy(() => import('./pages/api-test/api-test-page')),
  '/demo-feedback': lazy(() => import('./pages/demo-feedback/demo-feedback-page')),
  '/logo-showcase': lazy(() => import('./pages/logo-showcase/logo-showcase-page')),
  '/admin/*': lazy(() => import('./pages/admin/admin-page')),
});
