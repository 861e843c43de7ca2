import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors } from '../db/schema/index.js';
import { redactPath, redactValue } from '../logs/redact.js';
import { createTestContext, jsonInit, TEST_ORIGIN } from '../testing/test-app.js';

// Finding (issue #18, observed): checkout ids and the buyer's email travelled in the page address
// after payment and appeared in the live log. /onboarding takes them out of the address bar at
// once (mfe-onboarding checkout-from-address.ts; e2e payments and marketing specs); here: no log
// the server keeps or shows holds them.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
const lines: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  // The request log line goes to this logger: capture what the server would write.
  ctx.deps.logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
});
afterAll(async () => ctx?.close());

const EMAIL = 'priya.shah@example.com';

async function openCheckoutId() {
  const start = await ctx.app.request(`/api/checkout/starter?email=${encodeURIComponent(EMAIL)}`, { headers: { origin: TEST_ORIGIN } });
  const id = ((await start.json()) as { url: string }).url.split('/').at(-1)!;
  expect(id).toMatch(/^cs_/);
  return id;
}

describe("the server's request log", () => {
  it('names the checkout route without the checkout id, and never the buyer email', async () => {
    const id = await openCheckoutId();
    lines.length = 0;
    const res = await ctx.app.request(`/api/checkout/sessions/${id}`);
    expect(res.status).toBe(200);
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; path?: string }).filter((l) => l.msg === 'request');
    expect(logged.map((l) => l.path)).toEqual(['/api/checkout/sessions/[redacted]']);
    expect(lines.join('\n')).not.toContain(id);
    expect(lines.join('\n')).not.toContain(EMAIL);
  });

  it('leaves an unsubscribe token out of the path as well', () => {
    expect(redactPath('/api/unsubscribe/abcDEF123_-x')).toBe('/api/unsubscribe/[redacted]');
    expect(redactPath('/api/checkout/sessions/cs_local_abc123/pay')).toBe('/api/checkout/sessions/[redacted]/pay');
    expect(redactPath('/api/checkout/starter')).toBe('/api/checkout/starter');
  });
});

describe('the live log', () => {
  it('shows an address back from checkout without the id or the email', () => {
    const entry = redactValue({
      msg: 'navigated',
      url: 'https://fondly.example/onboarding?transaction_id=cs_test_a1B2c3D4e5F6g7H8&email=priya.shah%40example.com',
      path: '/api/checkout/sessions/cs_test_a1B2c3D4e5F6g7H8',
      note: `checkout cs_live_a1B2c3D4e5F6g7H8 paid by ${EMAIL}`,
    }) as Record<string, string>;
    const shown = JSON.stringify(entry);
    expect(shown).not.toMatch(/cs_(test|live)_a1B2/);
    expect(shown).not.toContain('priya.shah');
    expect(entry.url).toBe('https://fondly.example/onboarding?transaction_id=[redacted]&email=[redacted]');
    expect(entry.path).toBe('/api/checkout/sessions/[redacted]');
    expect(entry.note).toBe('checkout [redacted] paid by p•••@example.com');
  });
});

describe('front-end failures the browser reports', () => {
  it('are kept without a checkout id or an email', async () => {
    const res = await ctx.app.request(
      '/api/client-errors',
      jsonInit('POST', {
        remote: 'onboarding',
        route: '/api/checkout/sessions/cs_local_x9y8z7w6v5',
        message: `GET /onboarding?transaction_id=cs_local_x9y8z7w6v5&email=${encodeURIComponent(EMAIL)} failed`,
        detail: `for ${EMAIL}`,
      }),
    );
    expect(res.status).toBe(202);
    const [row] = await ctx.db.select().from(clientErrors).where(eq(clientErrors.remote, 'onboarding'));
    expect(JSON.stringify(row)).not.toContain('x9y8z7w6v5');
    expect(JSON.stringify(row)).not.toContain('priya.shah');
    expect(row!.route).toBe('/api/checkout/sessions/[redacted]');
  });
});
