import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOperatorSignInLink } from '../operators.js';
import { createTestContext, jsonInit, operatorHeaders } from '../../testing/test-app.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const cookieFrom = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;

describe('sign-in links for scripts and CI', () => {
  it('mints a one-time link with the operator token that opens a session on the asked page', async () => {
    const res = await ctx.app.request('/api/operator/sign-in-links', jsonInit('POST', { next: '/admin/registry' }, operatorHeaders));
    expect(res.status).toBe(201);
    const { url, expiresAt } = (await res.json()) as { url: string; expiresAt: string };
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const first = await ctx.app.request(pathOf(url));
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/admin/registry');
    const me = await ctx.app.request('/api/operator/me', { headers: { cookie: cookieFrom(first) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'operator@localhost' });
    expect((await ctx.app.request(pathOf(url))).status).toBe(401);
  });

  it('mints a link to the API test page when no body is sent', async () => {
    const res = await ctx.app.request('/api/operator/sign-in-links', jsonInit('POST', undefined, operatorHeaders));
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect((await ctx.app.request(pathOf(url))).headers.get('location')).toBe('/api-test');
  });

  it('refuses to mint a link without the operator token, even for a signed-in operator', async () => {
    const link = await issueOperatorSignInLink(ctx.db, 'http://localhost:3000', new Date());
    const cookie = cookieFrom(await ctx.app.request(pathOf(link)));
    const withCookie = await ctx.app.request('/api/operator/sign-in-links', jsonInit('POST', {}, { cookie }));
    expect(withCookie.status).toBe(401);
    const anonymous = await ctx.app.request('/api/operator/sign-in-links', jsonInit('POST', {}));
    expect(anonymous.status).toBe(401);
  });

  it('never mints a link that would send the browser to another site', async () => {
    const res = await ctx.app.request('/api/operator/sign-in-links', jsonInit('POST', { next: '//evil.example/x' }, operatorHeaders));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { next: 'Use a path on this site, such as /admin/registry' } } });
  });
});

describe('spent sign-in links', () => {
  it('sends a browser with a used link to the admin page that explains what to do', async () => {
    const link = await issueOperatorSignInLink(ctx.db, 'http://localhost:3000', new Date());
    await ctx.app.request(pathOf(link));
    const again = await ctx.app.request(pathOf(link), { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/admin?sign-in=spent');
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});

describe('sign-in attempts from one address', () => {
  it('only counts failures: a team signing in often is never locked out', async () => {
    const fresh = await createTestContext();
    try {
      for (let i = 0; i < 12; i++) {
        const link = await issueOperatorSignInLink(fresh.db, 'http://localhost:3000', new Date());
        expect((await fresh.app.request(pathOf(link))).status).toBe(302);
      }
    } finally {
      await fresh.close();
    }
  });

  it('stops looking at tokens after ten bad ones, even a good one', async () => {
    const fresh = await createTestContext();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await fresh.app.request(`/api/operator/sign-in?token=guess-${i}`)).status);
      expect(statuses.every((s) => s === 401)).toBe(true);
      const link = await issueOperatorSignInLink(fresh.db, 'http://localhost:3000', new Date());
      const limited = await fresh.app.request(pathOf(link));
      expect(limited.status).toBe(429);
      expect(limited.headers.get('set-cookie')).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
