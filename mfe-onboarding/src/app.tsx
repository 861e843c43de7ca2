import { lazy } from 'react';
import { ONBOARDING_PAGES } from '@fondly/contract';
import { createRemoteApp } from '@fondly/design-system';

/**
 * The module of each page of this remote's manifest (contract/src/pages/onboarding.ts): the type asks for
 * every route of it and no other, and scripts/js-budget.mjs checks each import is the manifest's module.
 */
export default createRemoteApp('onboarding', ONBOARDING_PAGES, {
  '/simple-onboarding': lazy(() => import('./pages/simple-onboarding/simple-onboarding-page')),
  '/onboarding': lazy(() => import('./pages/onboarding/onboarding-page')),
  '/success': lazy(() => import('./pages/success/success-page')),
  '/dashboard/*': lazy(() => import('./pages/dashboard/dashboard-page')),
  '/schedule-call': lazy(() => import('./pages/schedule-call/schedule-call-page')),
  '/sample-call': lazy(() => import('./pages/sample-call/sample-call-page')),
  '/onboard': lazy(() => import('./pages/onboard/onboard-page')),
  '/sign-in': lazy(() => import('./pages/sign-in/sign-in-page')),
  '/redeem/*': lazy(() => import('./pages/redeem/redeem-page')),
  '/checkout/*': lazy(() => import('./pages/checkout/checkout-page')),
});
