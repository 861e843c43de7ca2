import { lazy } from 'react';
import { MARKETING_PAGES } from '@fondly/contract';
import { createRemoteApp } from '@fondly/design-system';

/**
 * The module of each page of this remote's manifest (contract/src/pages/marketing.ts): the type asks for
 * every route of it and no other, and scripts/js-budget.mjs checks each import is the manifest's module.
 */
export default createRemoteApp('marketing', MARKETING_PAGES, {
  '/': lazy(() => import('./pages/landing/landing-page')),
  '/faq': lazy(() => import('./pages/faq/faq-page')),
  '/about': lazy(() => import('./pages/about/about-page')),
  '/privacy': lazy(() => import('./pages/privacy/privacy-page')),
  '/terms': lazy(() => import('./pages/terms/terms-page')),
  '/assisted-living': lazy(() => import('./pages/assisted-living/assisted-living-page')),
  '/gift': lazy(() => import('./pages/gift/gift-page')),
  '/pricing': lazy(() => import('./pages/pricing/pricing-page')),
  '/gift/card/*': lazy(() => import('./pages/gift-card/gift-card-page')),
});
