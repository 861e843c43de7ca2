import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingArea } from '@fondly/design-system';

/** The pages of this remote, keyed by the shell's route pattern (shell/src/app/routes.ts). */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/affiliates': lazy(() => import('./pages/affiliates/affiliates-page')),
  '/affiliate-dashboard': lazy(() => import('./pages/affiliate-dashboard/affiliate-dashboard-page')),
};

export default function App({ route }: { route: string }) {
  const Page = PAGES[route];
  if (!Page) throw new Error(`affiliates has no page for ${route}`);
  return (
    <Suspense fallback={<LoadingArea label="Loading…" />}>
      <Page />
    </Suspense>
  );
}
