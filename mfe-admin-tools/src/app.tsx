import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingArea } from '@fondly/design-system';

/** The pages of this remote, keyed by the shell's route pattern (shell/src/app/routes.ts). */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/api-test': lazy(() => import('./pages/api-test/api-test-page')),
  '/demo-feedback': lazy(() => import('./pages/demo-feedback/demo-feedback-page')),
  '/logo-showcase': lazy(() => import('./pages/logo-showcase/logo-showcase-page')),
  '/admin/*': lazy(() => import('./pages/admin/admin-page')),
};

export default function App({ route }: { route: string }) {
  const Page = PAGES[route];
  if (!Page) throw new Error(`admin-tools has no page for ${route}`);
  return (
    <Suspense fallback={<LoadingArea label="Loading…" />}>
      <Page />
    </Suspense>
  );
}
