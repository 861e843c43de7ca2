import { lazy } from 'react';
import { createRemoteApp } from '@fondly/design-system';

/** The pages of this remote, keyed by the shell's route pattern (the contract's SITE_ROUTES). */
export default createRemoteApp('marketing', {
  '/': lazy(() => import('./pages/landing/landing-page')),
  '/faq': lazy(() => import('./pages/faq/faq-page')),
  '/about': lazy(() => import('./pages/about/about-page')),
  '/privacy': lazy(() => import('./pages/privacy/privacy-page')),
  '/terms': lazy(() => import('./pages/terms/terms-page')),
  '/assisted-living': lazy(() => import('./pages/assisted-living/assisted-living-page')),
  '/gift': lazy(() => import('./pages/gift/gift-page')),
});
