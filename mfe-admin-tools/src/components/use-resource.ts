import type { DependencyList } from 'react';
import { useResource as useDataResource, type Resource } from '@fondly/design-system';
import { ApiError } from '@fondly/design-system/client';
import { useOptionalOperator } from './operator-gate/operator-context';

export type { Resource };

/**
 * The design-system's one data hook with the admin tools' policy: a 401 means the operator
 * session ended, so the gate is told and the page turns into the sign-in explanation instead
 * of a wall of errors.
 */
export function useResource<T>(load: () => Promise<T>, deps: DependencyList = []): Resource<T> {
  const sessionLost = useOptionalOperator()?.sessionLost;
  return useDataResource(load, [sessionLost, ...deps], {
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) sessionLost?.();
    },
  });
}
