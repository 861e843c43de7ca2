import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingArea } from '@fondly/design-system';

/** The pages of this remote, keyed by the shell's route pattern (shell/src/app/routes.ts). */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('./pages/landing/landing-page')),
  '/faq': lazy(() => import('./pages/faq/faq-page')),
  '/about': lazy(() => import('./pages/about/about-page')),
  '/privacy': lazy(() => import('./pages/privacy/privacy-page')),
  '/terms': lazy(() => import('./pages/terms/terms-page')),
  '/assisted-living': lazy(() => import('./pages/assisted-living/assisted-living-page')),
  '/gift': lazy(() => import('./pages/gift/gift-page')),
};

export default function App({ route }: { route: string }) {
  const Page = PAGES[route];
  if (!Page) throw new Error(`marketing has no page for ${route}`);
  return (
    <Suspense fallback={<LoadingArea label="Loading…" />}>
      <Page />
    </Suspense>
  );
}
