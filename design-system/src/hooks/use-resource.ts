import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface Resource<T> {
  data: T | undefined;
  /** The last failure, or null. Data from before a failed reload stays shown. */
  error: Error | null;
  loading: boolean;
  /** Loads again (after a change elsewhere on the page, or from a Refresh button). */
  reload: () => void;
  /** Replaces the data with what a write answered, without another request. */
  setData: (data: T) => void;
}

export interface ResourceOptions {
  /** Told of each failure (the admin tools turn a 401 into their sign-in explanation). */
  onError?: (error: Error) => void;
}

/**
 * The one way a remote reads data: once per mount and per change of `deps` (and on reload), as
 * the spec's data-fetching defaults say: no polling, no refetch on focus, no retries. Answers
 * that arrive after the component moved on are dropped. `load` is read through a ref: callers
 * pass an inline function, and its inputs are `deps`.
 */
export function useResource<T>(load: () => Promise<T>, deps: DependencyList = [], opts: ResourceOptions = {}): Resource<T> {
  const [state, setState] = useState<{ data: T | undefined; error: Error | null; loading: boolean }>({ data: undefined, error: null, loading: true });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const onErrorRef = useRef(opts.onError);
  onErrorRef.current = opts.onError;

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    loadRef.current().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (err: unknown) => {
        if (!live) return;
        const error = err instanceof Error ? err : new Error(String(err));
        onErrorRef.current?.(error);
        setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, ...deps]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const setData = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { ...state, reload, setData };
}
