import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOperatorSignInLink } from '../auth/operators.js';
import { sameSitePath } from '@fondly/contract/operator';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';

// Finding (issue #18, low): after operator sign-in, `next` accepted `//host/admin`, which a
// browser follows to another site. One helper decides; it is tested with the forms browsers
// read as another host, raw and encoded.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const OFF_SITE = [
  '//host/admin',
  '//2130706433/admin',
  '///host/admin',
  '/\\host/admin',
  '\\\\host/admin',
  '/\\/host',
  '\\/host',
  '%2F%2Fhost/admin',
  '/%2F%2Fhost/admin',
  '/%2fhost',
  '/%5Chost',
  '/%255C%255Chost',
  '/\t/host/admin',
  '/\n/host',
  '/ /host',
  'https://host/admin',
  'javascript:alert(1)',
  'admin',
  '',
  '/admin/../../host',
  '/admin?next=//host',
  '/admin#//host',
  '/' + 'a'.repeat(250),
];

describe('where a browser may be sent after signing in', () => {
  it('is a path on this site, and nothing else', () => {
    for (const next of OFF_SITE) expect(sameSitePath(next), JSON.stringify(next)).toBeNull();
    for (const next of ['/api-test', '/admin', '/admin/registry', '/admin/outbox', '/']) expect(sameSitePath(next)).toBe(next);
  });

  it('ignores an off-site next on a sign-in link and opens the admin tools instead', async () => {
    for (const next of ['//host/admin', '/\\host/admin', '%2F%2Fhost', '/\t/host']) {
      const link = new URL(await issueOperatorSignInLink(ctx.db, 'http://localhost:3000', new Date()));
      const res = await ctx.app.request(`${link.pathname}${link.search}&next=${encodeURIComponent(next)}`);
      expect(res.status, next).toBe(302);
      expect(res.headers.get('location'), next).toBe('/api-test');
    }
    // Encoded twice: the server reads "%2F%2Fhost" once decoded, which is not a path either.
    const link = new URL(await issueOperatorSignInLink(ctx.db, 'http://localhost:3000', new Date()));
    const twice = await ctx.app.request(`${link.pathname}${link.search}&next=%252F%252Fhost`);
    expect(twice.headers.get('location')).toBe('/api-test');
  });

  it('refuses to mint a sign-in link to another site', async () => {
    for (const next of ['//host/admin', '/\\host', '/%2F%2Fhost']) {
      const res = await ctx.app.request('/api/operator/sign-in-links', jsonInit('POST', { next }, operatorHeaders));
      expect(res.status, next).toBe(400);
      expect(await res.json()).toMatchObject({ error: { fields: { next: 'Use a path on this site, such as /admin/registry' } } });
    }
  });

  it('still sends an operator to the page the link names', async () => {
    const res = await ctx.app.request('/api/operator/sign-in-links', jsonInit('POST', { next: '/admin/outbox' }, operatorHeaders));
    const { url } = (await res.json()) as { url: string };
    const signIn = await ctx.app.request(new URL(url).pathname + new URL(url).search);
    expect(signIn.headers.get('location')).toBe('/admin/outbox');
  });
});
