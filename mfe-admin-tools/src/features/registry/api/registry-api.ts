import { callApi } from '@fondly/design-system/client';
import { platformApi, setRemoteVersionSchema, type RemoteName, type SetRemoteVersionInput } from '@fondly/contract';

export const getRegistry = () => callApi(platformApi.registry);
export const getRemoteBuilds = (name: RemoteName) => callApi(platformApi.remoteBuilds, { params: { name } });
export const getRemoteHistory = (name: RemoteName) => callApi(platformApi.remoteHistory, { params: { name } });

/** The server checks that the build answers before switching. */
export const switchRemote = (name: RemoteName, input: SetRemoteVersionInput) =>
  callApi(platformApi.switchRemote, { params: { name }, body: setRemoteVersionSchema.parse(input) });

export const rollBackRemote = (name: RemoteName) => callApi(platformApi.rollBackRemote, { params: { name } });
