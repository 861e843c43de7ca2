import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageEntry, RemoteName } from '@fondly/contract';
import { LoadingArea } from '../components/spinner/spinner';

/** A remote's pages, keyed by the route patterns of its manifest (contract/src/pages/): one for each, no other. */
export type RemotePages<Route extends string> = Record<Route, LazyExoticComponent<ComponentType>>;

/**
 * The one way a remote answers the shell: the page for the route it was given, loaded on
 * demand. A route the remote does not own is a bug in the route table, so it throws into the
 * shell's error boundary for that area (which reports it). It cannot be a hand-over between
 * remotes: the shell keys each area by its remote, so a new remote's area starts fresh and is
 * only ever given its own routes (shell/src/app/app.tsx; tested in e2e/tests/platform.spec.ts).
 */
export function createRemoteApp<Route extends string>(remote: RemoteName, manifest: ReadonlyArray<PageEntry & { path: Route }>, pages: RemotePages<Route>) {
  const byRoute = new Map<string, LazyExoticComponent<ComponentType>>(manifest.map((p) => [p.path, pages[p.path]]));
  return function RemoteApp({ route }: { route: string }) {
    const Page = byRoute.get(route);
    if (!Page) throw new Error(`${remote} has no page for ${route}`);
    return (
      <Suspense fallback={<LoadingArea label="Loading…" />}>
        <Page />
      </Suspense>
    );
  };
}
