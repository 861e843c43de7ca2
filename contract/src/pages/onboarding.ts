import type { PageEntry } from './page.js';

/** Signup, the family's dashboard, sign-in and billing (mfe-onboarding). */
export const ONBOARDING_PAGES = [
  { path: '/simple-onboarding', module: './pages/simple-onboarding/simple-onboarding-page', prerender: true, funnel: true },
  { path: '/onboarding', module: './pages/onboarding/onboarding-page', prerender: true, funnel: true, visit: '/onboarding?transaction_id=cs_test_x' },
  { path: '/success', module: './pages/success/success-page' },
  { path: '/dashboard/*', module: './pages/dashboard/dashboard-page', visit: '/dashboard' },
  { path: '/schedule-call', module: './pages/schedule-call/schedule-call-page', prerender: true, funnel: true },
  { path: '/sample-call', module: './pages/sample-call/sample-call-page', prerender: true },
  { path: '/onboard', module: './pages/onboard/onboard-page', movedTo: '/simple-onboarding' },
  { path: '/sign-in', module: './pages/sign-in/sign-in-page', prerender: true },
  { path: '/redeem/*', module: './pages/redeem/redeem-page', visit: '/redeem' },
  { path: '/checkout/*', module: './pages/checkout/checkout-page', visit: '/checkout/manage' },
] as const satisfies readonly PageEntry[];
