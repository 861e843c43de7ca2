import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOperatorSignInLink } from '../auth/operators.js';
import type { RemoteBuilds, RemoteHistory } from '@fondly/contract/remote-builds';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let cdn: Server;
let cdnUrl: string;
let versionsBody = '';

beforeAll(async () => {
  // A stand-in CDN for the marketing remote: its versions.json and two builds' manifests.
  cdn = createServer((req, res) => {
    if (req.url === '/versions.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(versionsBody);
    if (req.url === '/1.0.0/mf-manifest.json' || req.url === '/2.0.0/mf-manifest.json') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"fondly_marketing"}');
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as { port: number }).port}`;
  // The affiliates remote points at a port where nothing listens.
  ctx = await createTestContext({ env: { MFE_MARKETING_URL: cdnUrl, MFE_AFFILIATES_URL: 'http://127.0.0.1:9' } });
});
afterAll(async () => {
  await ctx?.close();
  cdn?.close();
});

const builds = async (name: string) => (await (await ctx.app.request(`/api/registry/${name}/builds`, { headers: operatorHeaders })).json()) as RemoteBuilds;

describe('the builds an operator can switch to', () => {
  it("lists a remote's builds from its versions.json, newest first, with their manifest URLs", async () => {
    versionsBody = JSON.stringify({
      versions: [
        { version: '1.0.0', builtAt: '2026-11-01T10:00:00.000Z' },
        { version: '2.0.0', builtAt: '2026-11-20T10:00:00.000Z' },
      ],
      latest: '2.0.0',
    });
    expect(await builds('marketing')).toEqual({
      name: 'marketing',
      baseUrl: cdnUrl,
      reachable: true,
      problem: null,
      latest: '2.0.0',
      builds: [
        { version: '2.0.0', builtAt: '2026-11-20T10:00:00.000Z', manifestUrl: `${cdnUrl}/2.0.0/mf-manifest.json` },
        { version: '1.0.0', builtAt: '2026-11-01T10:00:00.000Z', manifestUrl: `${cdnUrl}/1.0.0/mf-manifest.json` },
      ],
    });
  });

  it('says so when a remote’s server does not answer', async () => {
    const result = await builds('affiliates');
    expect(result).toMatchObject({ reachable: false, builds: [] });
    expect(result.problem).toContain('Could not read http://127.0.0.1:9/versions.json');
  });

  it('says so when versions.json is not a list of builds', async () => {
    versionsBody = '{"hello":"world"}';
    expect(await builds('marketing')).toMatchObject({ reachable: false, problem: `${cdnUrl}/versions.json is not a list of builds.` });
  });

  it('is for operators only', async () => {
    expect((await ctx.app.request('/api/registry/marketing/builds')).status).toBe(401);
    expect((await ctx.app.request('/api/registry/marketing/history')).status).toBe(401);
  });
});

describe("a remote's history", () => {
  it('shows every switch newest first, and who made it', async () => {
    const link = await issueOperatorSignInLink(ctx.db, 'http://localhost:3000', new Date());
    const signIn = await ctx.app.request(new URL(link).pathname + new URL(link).search);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await ctx.app.request('/api/registry/marketing', jsonInit('PUT', { version: '2.0.0' }, { cookie }))).status).toBe(200);
    expect((await ctx.app.request('/api/registry/marketing/rollback', jsonInit('POST', undefined, operatorHeaders))).status).toBe(200);
    const { history } = (await (await ctx.app.request('/api/registry/marketing/history', { headers: operatorHeaders })).json()) as RemoteHistory;
    expect(history.map((h) => [h.version, h.changedBy])).toEqual([
      ['1.0.0', 'Operator token (script)'],
      ['2.0.0', 'Operator (operator@localhost)'],
      ['1.0.0', 'config'],
    ]);
  });
});
