import { lazy } from 'react';
import { createRemoteApp } from '@fondly/design-system';

/** The pages of this remote, keyed by the shell's route pattern (the contract's SITE_ROUTES). */
export default createRemoteApp('onboarding', {
  '/simple-onboarding': lazy(() => import('./pages/simple-onboarding/simple-onboarding-page')),
  '/onboarding': lazy(() => import('./pages/onboarding/onboarding-page')),
  '/success': lazy(() => import('./pages/success/success-page')),
  '/dashboard/*': lazy(() => import('./pages/dashboard/dashboard-page')),
  '/schedule-call': lazy(() => import('./pages/schedule-call/schedule-call-page')),
  '/sample-call': lazy(() => import('./pages/sample-call/sample-call-page')),
  '/onboard': lazy(() => import('./pages/onboard/onboard-page')),
  '/sign-in': lazy(() => import('./pages/sign-in/sign-in-page')),
  '/checkout/*': lazy(() => import('./pages/checkout/checkout-page')),
});
