import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCallEngine } from '../../../calls/lifecycle/call-engine.js';
import { makeCall, makeRecipient } from '../../../calls/lifecycle/test-fixtures.js';
import { calls } from '../../../db/schema/index.js';
import { startTestServer } from '../../../testing/test-server.js';
import { RECIPIENT_LINES } from './carrier.js';
import { sign, SIGNATURE_HEADER } from './protocol.js';
import { EchoLineTelephony } from './telephony.js';

/**
 * A second simulated provider, chosen by TELEPHONY=echo-line: a call placed through the real
 * server goes out to the Echo Line carrier, whose signed JSON events and PCM media come back
 * through its own endpoints; the companion and the person at the other end talk, and the call
 * completes when she says goodbye.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ env: { TELEPHONY: 'echo-line' } });
  // Inside calling hours whatever hour the tests run (a call dialled after hours waits for the morning).
  server.deps.now = () => new Date('2026-11-24T15:00:00Z');
});
afterAll(async () => server.close());

const row = async (id: string) => (await server.deps.database.db.select().from(calls).where(eq(calls.id, id)))[0]!;

/** Waits for what the server does; the deadline only turns a hang into a clear failure. */
async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function dialledCall() {
  const { recipient } = await makeRecipient(server.deps.database.db, { phone: '+12125550142' });
  const call = await makeCall(server.deps.database.db, recipient.id, { state: 'dialing', dueAt: new Date() });
  return (await getCallEngine(server.deps).dial(call))!;
}

describe('Echo Line, a second telephony provider', () => {
  it('carries a whole call: she answers, the companion and she talk over PCM audio, and the call completes on her goodbye', { timeout: 90_000 }, async () => {
    expect(server.deps.providers.telephony).toBeInstanceOf(EchoLineTelephony);
    const call = await dialledCall();
    expect(call.providerCallId).toMatch(/^EL/);
    await until(async () => (await row(call.id)).state === 'completed');
    const done = await row(call.id);
    const hers = done.transcript.filter((l) => l.speaker === 'recipient').map((l) => l.text);
    // Every line she spoke was heard, in order, through the listening front end.
    expect(hers).toEqual(RECIPIENT_LINES);
    expect(done.transcript[0]).toMatchObject({ speaker: 'companion' });
    expect(done.transcript.filter((l) => l.speaker === 'companion').length).toBeGreaterThanOrEqual(2);
    expect(done.steps.map((s) => s.state)).toEqual(expect.arrayContaining(['ringing', 'in_progress', 'completed']));
  });

  it('hears the carrier ringing even when its first event comes before its answer to our dial is stored, and no other line may claim the call', async () => {
    const { recipient } = await makeRecipient(server.deps.database.db, { phone: '+12125550143' });
    const call = await makeCall(server.deps.database.db, recipient.id, { state: 'dialing', dueAt: new Date() });
    const post = (lineCallId: string, event: string) => {
      const body = JSON.stringify({ event, callId: call.id, lineCallId });
      return fetch(`${server.url}/api/webhooks/echo-line/events`, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign((server.deps.providers.telephony as EchoLineTelephony).secret, body) }, body });
    };
    expect((await post('EL-early', 'ringing')).status).toBe(204);
    const rung = await row(call.id);
    expect(rung.state).toBe('ringing');
    expect(rung.providerCallId).toBe('EL-early');
    expect((await post('EL-someone-else', 'completed')).status).toBe(204);
    expect((await row(call.id)).state).toBe('ringing');
  });

  it('refuses an event not signed with the line’s secret, and the call stays as it was', async () => {
    const call = await dialledCall();
    await until(async () => (await row(call.id)).state !== 'dialing');
    const before = (await row(call.id)).state;
    const body = JSON.stringify({ event: 'completed', callId: call.id, lineCallId: call.providerCallId, durationSeconds: 1 });
    const res = await fetch(`${server.url}/api/webhooks/echo-line/events`, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign('not-the-secret', body) }, body });
    expect(res.status).toBe(403);
    expect((await res.json()) as unknown).toEqual({ error: { code: 'forbidden', message: 'Invalid Echo Line signature.' } });
    expect((await row(call.id)).state).toBe(before);
  });
});
