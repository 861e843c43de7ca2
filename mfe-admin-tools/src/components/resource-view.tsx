import type { ReactNode } from 'react';
import { Button, Fallback, LoadingArea, type Resource } from '@fondly/design-system';

/** Loads a view's data again; shows it is working only when there is data on screen already. */
export function RefreshButton({ resource }: { resource: Pick<Resource<unknown>, 'data' | 'loading' | 'reload'> }) {
  return (
    <Button variant="secondary" onClick={resource.reload} loading={resource.loading && !!resource.data} loadingText="Refreshing…">
      Refresh
    </Button>
  );
}

/**
 * What a view shows of its data: the failure with a retry when nothing was loaded, a loading
 * area until the first answer, then the data (kept on screen through later reloads).
 */
export function ResourceView<T>({ resource, failed, loading, minHeight = '12rem', children }: { resource: Resource<T>; failed: string; loading: string; minHeight?: string; children: (data: T) => ReactNode }) {
  if (resource.error && resource.data === undefined) return <Fallback title={failed} message={resource.error.message} onRetry={resource.reload} />;
  if (resource.data === undefined) return <LoadingArea label={loading} minHeight={minHeight} />;
  return <>{children(resource.data)}</>;
}
