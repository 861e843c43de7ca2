import { lazy } from 'react';
import { AFFILIATES_PAGES } from '@fondly/contract';
import { createRemoteApp } from '@fondly/design-system';

/**
 * The module of each page of this remote's manifest (contract/src/pages/affiliates.ts): the type asks for
 * every route of it and no other, and scripts/js-budget.mjs checks each import is the manifest's module.
 */
export default createRemoteApp('affiliates', AFFILIATES_PAGES, {
  '/affiliates': lazy(() => import('./pages/affiliates/affiliates-page')),
  '/affiliate-dashboard': lazy(() => import('./pages/affiliate-dashboard/affiliate-dashboard-page')),
});
