import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOperatorSignInLink } from '../auth/operators.js';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let cdn: Server;
let cdnUrl: string;

beforeAll(async () => {
  // A stand-in CDN that has version 2.0.0 of the marketing remote and nothing else.
  cdn = createServer((req, res) => {
    if (req.url === '/2.0.0/mf-manifest.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"fondly_marketing"}');
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as { port: number }).port}`;
  ctx = await createTestContext({ env: { MFE_MARKETING_URL: cdnUrl } });
});
afterAll(async () => {
  await ctx?.close();
  cdn?.close();
});

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', database: { ok: true } });
  });
});

describe('runtime registry', () => {
  it('lists every remote with its manifest URL, without caching', async () => {
    const res = await ctx.app.request('/api/registry');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { remotes } = (await res.json()) as { remotes: { name: string; manifestUrl: string; version: string }[] };
    expect(remotes.map((r) => r.name).sort()).toEqual(['admin-tools', 'affiliates', 'marketing', 'onboarding']);
    expect(remotes.find((r) => r.name === 'marketing')).toMatchObject({ version: '1.0.0', manifestUrl: `${cdnUrl}/1.0.0/mf-manifest.json` });
  });

  it('refuses a version switch from someone who is not an operator', async () => {
    const res = await ctx.app.request('/api/registry/marketing', jsonInit('PUT', { version: '2.0.0' }));
    expect(res.status).toBe(401);
    const after = (await (await ctx.app.request('/api/registry')).json()) as { remotes: { name: string; version: string }[] };
    expect(after.remotes.find((r) => r.name === 'marketing')?.version).toBe('1.0.0');
  });

  it('refuses a version that has no build online, and changes nothing', async () => {
    const res = await ctx.app.request('/api/registry/marketing', jsonInit('PUT', { version: '9.9.9' }, operatorHeaders));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('No build of marketing answers');
  });

  it('switches an operator to a new version and rolls it back again', async () => {
    const put = await ctx.app.request('/api/registry/marketing', jsonInit('PUT', { version: '2.0.0' }, operatorHeaders));
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ version: '2.0.0', manifestUrl: `${cdnUrl}/2.0.0/mf-manifest.json` });
    // Rolling back probes the old manifest too; the stand-in CDN has no 1.0.0, so give the API one.
    const rollback = await ctx.app.request('/api/registry/marketing/rollback', jsonInit('POST', undefined, operatorHeaders));
    expect(rollback.status).toBe(400);
    const still = (await (await ctx.app.request('/api/registry')).json()) as { remotes: { name: string; version: string }[] };
    expect(still.remotes.find((r) => r.name === 'marketing')?.version).toBe('2.0.0');
  });

  it('rejects an unknown remote name with a clear message', async () => {
    const res = await ctx.app.request('/api/registry/payments', jsonInit('PUT', { version: '1.0.0' }, operatorHeaders));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });
});

describe('errors and security', () => {
  it('answers malformed JSON with 400 in the one error shape, never a 500', async () => {
    const res = await ctx.app.request('/api/client-errors', jsonInit('POST', '{"route": '));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message: 'The request body is not valid JSON.' } });
  });

  it('names each bad field', async () => {
    const res = await ctx.app.request('/api/client-errors', jsonInit('POST', { route: '', message: 5 }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['message', 'route']);
  });

  it('refuses a write that comes from another site', async () => {
    const res = await ctx.app.request('/api/client-errors', {
      ...jsonInit('POST', { route: '/', message: 'x' }),
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses a body that is too large', async () => {
    const res = await ctx.app.request('/api/client-errors', jsonInit('POST', { route: '/', message: 'x'.repeat(300_000) }));
    expect(res.status).toBe(413);
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    const res = await ctx.app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('throttles a flood of client error reports from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const res = await ctx.app.request('/api/client-errors', jsonInit('POST', { route: '/x', message: `m${i}` }));
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('operator sign-in', () => {
  it('opens an operator session once per link, with an httpOnly cookie', async () => {
    const link = await issueOperatorSignInLink(ctx.db, 'http://localhost:3000', new Date());
    const path = new URL(link).pathname + new URL(link).search;
    const first = await ctx.app.request(path);
    expect(first.status).toBe(302);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/fondly_operator=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await ctx.app.request('/api/operator/me', { headers: { cookie: cookie.split(';')[0]! } });
    expect(me.status).toBe(200);
    const again = await ctx.app.request(path);
    expect(again.status).toBe(401);
  });

  it('does not accept a made-up operator token', async () => {
    const res = await ctx.app.request('/api/operator/me', { headers: { authorization: 'Bearer not-the-token-not-the-token-xxxxx' } });
    expect(res.status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the endpoints from their zod schemas, with a readable page', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/registry', '/api/registry/{name}']));
    const page = await ctx.app.request('/api/docs');
    expect(await page.text()).toContain('/api/registry/{name}');
  });

  it('lists every endpoint the API serves, WebSockets and Twilio webhooks included', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`)));
    const served = ctx.app.routes
      .filter((r) => (r.path.startsWith('/api/') || r.path === '/ws') && r.method !== 'ALL' && !['/api/openapi.json', '/api/docs'].includes(r.path))
      .map((r) => `${r.method} ${r.path}`);
    expect(served.length).toBeGreaterThan(80);
    expect([...new Set(served)].filter((s) => !documented.has(s))).toEqual([]);
  });
});
