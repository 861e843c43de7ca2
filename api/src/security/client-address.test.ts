import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, jsonInit } from '../testing/test-app.js';

// Finding (issue 29, high): the client's address was the leftmost X-Forwarded-For entry, which
// the client writes itself, so every per-address limit fell to a made-up header, even behind a
// real load balancer (a spoofed address first, the real one appended last). The address is now
// the entry the configured number of trusted proxies wrote (TRUST_PROXY, docs/deploy.md).
const contexts: Array<Awaited<ReturnType<typeof createTestContext>>> = [];
afterAll(async () => Promise.all(contexts.map((c) => c.close())));
const app = async (trustProxy: string) => {
  const ctx = await createTestContext({ env: { TRUST_PROXY: trustProxy } });
  contexts.push(ctx);
  return ctx.app;
};

// Asking for a sign-in link is limited to 10 a quarter-hour per address.
const SIGN_IN_LINK_LIMIT = 10;
const askForLink = (a: Awaited<ReturnType<typeof app>>, forwardedFor?: string) =>
  a.request('/api/account/sign-in-link', jsonInit('POST', { email: 'nobody@example.com' }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}));

describe('the client address behind trusted proxies', () => {
  it('one load balancer: the entry it appended counts, whatever the client wrote before it', async () => {
    const a = await app('true');
    for (let i = 0; i < SIGN_IN_LINK_LIMIT; i++) expect((await askForLink(a, `10.0.0.${i}, 203.0.113.9`)).status).toBe(202);
    expect((await askForLink(a, '10.9.9.9, 203.0.113.9')).status).toBe(429);
    // Another real client behind the same balancer is not held back by the first one.
    expect((await askForLink(a, '203.0.113.9, 203.0.113.10')).status).toBe(202);
  });

  it('two proxies (a CDN in front of the balancer): the CDN\'s entry counts', async () => {
    const a = await app('2');
    for (let i = 0; i < SIGN_IN_LINK_LIMIT; i++) expect((await askForLink(a, `10.0.0.${i}, 198.51.100.4, 192.0.2.1`)).status).toBe(202);
    expect((await askForLink(a, '10.9.9.9, 198.51.100.4, 192.0.2.2')).status).toBe(429);
  });

  it('no proxy trusted: X-Forwarded-For is not read at all', async () => {
    const a = await app('false');
    for (let i = 0; i < SIGN_IN_LINK_LIMIT; i++) expect((await askForLink(a, `10.0.0.${i}`)).status).toBe(202);
    expect((await askForLink(a, '10.9.9.9')).status).toBe(429);
  });
});
