import type { APIRequestContext } from '@playwright/test';
import { E2E, operatorHeaders, type RemoteName } from './env';

export interface RemoteEntry {
  name: RemoteName;
  version: string;
  manifestUrl: string;
}

export async function readRegistry(request: APIRequestContext): Promise<RemoteEntry[]> {
  const res = await request.get(`${E2E.baseUrl}/api/registry`);
  return ((await res.json()) as { remotes: RemoteEntry[] }).remotes;
}

/** Points the live site at another build of one remote, as an operator would. */
export async function switchRemote(request: APIRequestContext, name: RemoteName, body: { version: string; manifestUrl?: string }) {
  const res = await request.put(`${E2E.baseUrl}/api/registry/${name}`, { data: body, headers: operatorHeaders });
  if (!res.ok()) throw new Error(`switching ${name} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as RemoteEntry;
}
