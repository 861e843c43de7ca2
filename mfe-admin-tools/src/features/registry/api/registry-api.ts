import { apiGet, apiPost, apiPut } from '@fondly/design-system/client';
import {
  setRemoteVersionSchema,
  type Registry,
  type RemoteBuilds,
  type RemoteEntry,
  type RemoteHistory,
  type RemoteName,
  type SetRemoteVersionInput,
} from '@fondly/api/contract';

export const getRegistry = () => apiGet<Registry>('/api/registry');
export const getRemoteBuilds = (name: RemoteName) => apiGet<RemoteBuilds>(`/api/registry/${name}/builds`);
export const getRemoteHistory = (name: RemoteName) => apiGet<RemoteHistory>(`/api/registry/${name}/history`);

/** PUT /api/registry/{name}: the server checks that the build answers before switching. */
export const switchRemote = (name: RemoteName, input: SetRemoteVersionInput) =>
  apiPut<RemoteEntry>(`/api/registry/${name}`, setRemoteVersionSchema.parse(input));

export const rollBackRemote = (name: RemoteName) => apiPost<RemoteEntry>(`/api/registry/${name}/rollback`);
