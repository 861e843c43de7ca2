import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers } from '../db/schema/index.js';
import { signUp } from '../families/testing/families.js';
import { ownWebSocketOrigin } from '../static/shell.js';
import { createTestContext } from '../testing/test-app.js';

// Finding (issue #18, observed): no Content-Security-Policy on /api/docs and the unsubscribe
// pages, and the shell's allowed `connect-src ws: wss:` to any host. Every HTML answer now
// carries a policy, and connections may only go to this site.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
let shellDir: string;

beforeAll(async () => {
  shellDir = mkdtempSync(path.join(tmpdir(), 'fondly-shell-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><title>Fondly</title></head><body><div id="root"></div><script>window.started=true</script></body></html>');
  ctx = await createTestContext({ env: { SHELL_DIST: shellDir } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(shellDir, { recursive: true, force: true });
});

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  ) as Record<string, string[]>;

/** Every source a page may connect to is this site (http://localhost:3000 in tests), its WebSocket twin, or a remote the registry names. */
async function allowedOrigins() {
  const registry = (await (await ctx.app.request('/api/registry')).json()) as { remotes: Array<{ manifestUrl: string }> };
  return new Set(["'self'", 'ws://localhost:3000', ...registry.remotes.map((r) => new URL(r.manifestUrl).origin)]);
}

describe('every HTML answer', () => {
  it('has a policy: the API docs, the unsubscribe pages (good link and bad), and the shell’s pages', async () => {
    const { body } = await signUp(ctx.app);
    const [owner] = await ctx.db.select().from(familyMembers).where(eq(familyMembers.subscriberId, body.subscriberId));
    const pages: Array<[string, RequestInit?]> = [
      ['/api/docs'],
      [`/api/unsubscribe/${owner!.unsubscribeToken}?list=moments`],
      ['/api/unsubscribe/not-a-real-token'],
      ['/api/unsubscribe/abc%00def'],
      [`/api/unsubscribe/${owner!.unsubscribeToken}?list=moments`, { method: 'POST' }],
      ['/'],
      ['/faq'],
      ['/index.html'],
      ['/dashboard?transaction_id=cs_local_x'],
    ];
    for (const [url, init] of pages) {
      const res = await ctx.app.request(url, init);
      expect(res.headers.get('content-type'), url).toContain('text/html');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['connect-src'], url).toBeDefined();
    }
  });

  it('lets pages connect only to this site, never to any WebSocket host', async () => {
    const allowed = await allowedOrigins();
    for (const url of ['/', '/api/docs', '/api/unsubscribe/not-a-real-token']) {
      const connect = directives((await ctx.app.request(url)).headers.get('content-security-policy'))['connect-src']!;
      expect(connect, url).not.toContain('ws:');
      expect(connect, url).not.toContain('wss:');
      expect(connect, url).not.toContain('*');
      for (const source of connect) expect(allowed.has(source), `${url}: ${source}`).toBe(true);
    }
    expect(ownWebSocketOrigin('https://fondly.example')).toBe('wss://fondly.example');
    expect(ownWebSocketOrigin('http://localhost:3000')).toBe('ws://localhost:3000');
  });

  it('runs no script on the plain pages (docs, unsubscribe)', async () => {
    for (const url of ['/api/docs', '/api/unsubscribe/not-a-real-token']) {
      const csp = directives((await ctx.app.request(url)).headers.get('content-security-policy'));
      expect(csp['default-src'], url).toEqual(["'none'"]);
      expect(csp['script-src'], url).toBeUndefined();
      expect(csp['form-action'], url).toEqual(["'self'"]);
    }
  });
});
