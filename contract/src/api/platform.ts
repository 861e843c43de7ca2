import type { PlansResponse } from '../plans.js';
import type { ClientErrorInput, Ok, Registry, RemoteEntry, SetRemoteVersionInput } from '../platform.js';
import type { RemoteBuilds, RemoteHistory } from '../remote-builds.js';
import { read, post, put } from './route.js';

export const platformApi = {
  registry: read('/api/registry')<Registry>(),
  remoteBuilds: read('/api/registry/:name/builds')<RemoteBuilds>(),
  remoteHistory: read('/api/registry/:name/history')<RemoteHistory>(),
  switchRemote: put('/api/registry/:name')<RemoteEntry, SetRemoteVersionInput>(),
  rollBackRemote: post('/api/registry/:name/rollback')<RemoteEntry>(),
  reportClientError: post('/api/client-errors')<Ok, ClientErrorInput>(),
  plans: read('/api/plans')<PlansResponse>(),
};
