import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingArea } from '@fondly/design-system';

/** The pages of this remote, keyed by the shell's route pattern (shell/src/app/routes.ts). */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/simple-onboarding': lazy(() => import('./pages/simple-onboarding/simple-onboarding-page')),
  '/onboarding': lazy(() => import('./pages/onboarding/onboarding-page')),
  '/success': lazy(() => import('./pages/success/success-page')),
  '/dashboard/*': lazy(() => import('./pages/dashboard/dashboard-page')),
  '/schedule-call': lazy(() => import('./pages/schedule-call/schedule-call-page')),
  '/sample-call': lazy(() => import('./pages/sample-call/sample-call-page')),
  '/onboard': lazy(() => import('./pages/onboard/onboard-page')),
  '/sign-in': lazy(() => import('./pages/sign-in/sign-in-page')),
  '/checkout/*': lazy(() => import('./pages/checkout/checkout-page')),
};

export default function App({ route }: { route: string }) {
  const Page = PAGES[route];
  // The shell can hand over another remote's route for one render while it switches remotes;
  // drawing nothing for that moment beats tripping the error boundary.
  if (!Page) return null;
  return (
    <Suspense fallback={<LoadingArea label="Loading…" />}>
      <Page />
    </Suspense>
  );
}
