import { lazy } from 'react';
import { ADMIN_TOOLS_PAGES } from '@fondly/contract';
import { createRemoteApp } from '@fondly/design-system';

/**
 * The module of each page of this remote's manifest (contract/src/pages/admin-tools.ts): the type asks for
 * every route of it and no other, and scripts/js-budget.mjs checks each import is the manifest's module.
 */
export default createRemoteApp('admin-tools', ADMIN_TOOLS_PAGES, {
  '/api-test': lazy(() => import('./pages/api-test/api-test-page')),
  '/demo-feedback': lazy(() => import('./pages/demo-feedback/demo-feedback-page')),
  '/logo-showcase': lazy(() => import('./pages/logo-showcase/logo-showcase-page')),
  '/admin/*': lazy(() => import('./pages/admin/admin-page')),
});
