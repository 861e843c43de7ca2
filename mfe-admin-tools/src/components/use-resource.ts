import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { ApiError } from '@fondly/design-system/client';
import { useOptionalOperator } from './operator-gate/operator-context';

export interface Resource<T> {
  data: T | undefined;
  /** The last failure, or null. Data from before a failed reload stays shown. */
  error: Error | null;
  loading: boolean;
  /** Loads again (after a change, or from a Refresh button). */
  reload: () => void;
}

/**
 * Reads something once per mount (and on reload), as the spec's data defaults say: no polling,
 * no refetch on focus, no retries. A 401 means the operator session ended: the gate is told,
 * so the page turns into the sign-in explanation instead of a wall of errors.
 */
export function useResource<T>(load: () => Promise<T>, deps: DependencyList = []): Resource<T> {
  const session = useOptionalOperator();
  const sessionLost = session?.sessionLost;
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let live = true;
    setLoading(true);
    loadRef.current().then(
      (value) => {
        if (!live) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 401) sessionLost?.();
        setError(err instanceof Error ? err : new Error(String(err)));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
    // `load` is read through a ref: callers pass an inline function, and its inputs are `deps`.
  }, [round, sessionLost, ...deps]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, error, loading, reload };
}
