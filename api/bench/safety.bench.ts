// `pnpm bench safety` (issue #13): how fast an urgent alert reaches the family by text.
//
// 50 simulated calls at once, each to the scripted recipient who has fallen ("I fell in the
// bathroom and I can't get up"), each family with two members who gave a mobile number. The
// real call engine (local brain, silent voice) detects the words, the alert is written in
// the call's transaction, and the real notification worker (woken by NOTIFY on PostgreSQL)
// expands it into mails and texts and sends the texts through the simulated phone's SMS.
//
// Measured per call: from the moment the engine held her urgent words (the flag's time) to
// the first text accepted by the SMS provider (the simulated phone; on Twilio the same call
// is messages.create). Target (issue #13): under 10 s to the first text.
// Not measured (not built): the family phone ringing and a family member joining the call.
import { sql } from 'drizzle-orm';
import { getCallEngine } from '../src/calls/call-engine.js';
import type { AppDeps } from '../src/context.js';
import { calls } from '../src/db/schema/index.js';
import { loadConfig } from '../src/env.js';
import { createLogger } from '../src/lib/logger.js';
import { startNotificationWorker } from '../src/notifications/notification-worker.js';
import { LocalBrain } from '../src/providers/brain/local.js';
import { SimulatedTelephony } from '../src/providers/telephony/local.js';
import { SilentVoice } from '../src/providers/voice/local.js';
import { benchDatabase, percentile, writeResult } from './bench-kit.js';

const CALLS = Number(process.env.BENCH_SAFETY_CALLS ?? 50);
const TARGET_FIRST_TEXT_MS = 10_000;
const DEADLINE_MS = Number(process.env.BENCH_SAFETY_DEADLINE_MS ?? 60_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The simulated phone, noting when each text was accepted (wall clock). */
class TimedTelephony extends SimulatedTelephony {
  readonly acceptedAt = new Map<string, number>();
  override async sendSms(to: string, body: string) {
    const sms = await super.sendSms(to, body);
    if (!this.acceptedAt.has(to)) this.acceptedAt.set(to, Date.now());
    return sms;
  }
}

const db = await benchDatabase(20);
const logger = createLogger({ level: 'silent' });
const telephony = new TimedTelephony({ logger, scriptedRingMs: 50, playbackRate: 8, scriptedAudio: false });
const deps: AppDeps = {
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  database: db,
  logger,
  providers: { telephony, voice: new SilentVoice(), brain: new LocalBrain(), mail: { send: async () => ({ messageId: 'bench' }), close: async () => {} } } as unknown as AppDeps['providers'],
  // Inside calling hours for the dialer; the latency itself is measured on the wall clock.
  now: () => new Date('2026-11-24T15:00:00Z'),
};
const engine = getCallEngine(deps, { timing: { replyDelayMs: 0, silenceMs: 3000, maxReprompts: 0 } });
const worker = await startNotificationWorker(deps, { pollMs: 60_000 });
try {
  await db.db.execute(sql`insert into subscribers (id, name, email) select md5('s' || g)::uuid, 'Sarah Miller', 'f' || g || '@example.com' from generate_series(1, ${CALLS}) g`);
  // Two members per family with a mobile: +1303555 then a number unique to the family and member.
  await db.db.execute(
    sql`insert into family_members (subscriber_id, name, email, is_owner, mobile, mobile_verified_at, unsubscribe_token)
        select md5('s' || g)::uuid, 'Member ' || m, 'm' || m || '.' || g || '@example.com', m = 1, '+1303' || lpad((g * 2 + m)::text, 7, '0'), now(), md5('u' || g || '.' || m)
        from generate_series(1, ${CALLS}) g, generate_series(1, 2) m`,
  );
  await db.db.execute(sql`insert into recipients (id, subscriber_id, name, phone, topics, consent_at) select md5('r' || g)::uuid, md5('s' || g)::uuid, 'Margaret', '+12125550104', '["Childhood memories"]'::jsonb, now() from generate_series(1, ${CALLS}) g`);
  await db.db.execute(sql`insert into schedules (recipient_id, time_zone) select md5('r' || g)::uuid, 'America/New_York' from generate_series(1, ${CALLS}) g`);
  await db.db.execute(sql`insert into calls (recipient_id, due_at, state, origin) select md5('r' || g)::uuid, now(), 'dialing', 'call-now' from generate_series(1, ${CALLS}) g`);
  const callRows = await db.db.select().from(calls);
  const t0 = Date.now();
  await Promise.all(callRows.map((c) => engine.dial(c)));
  // Until every family has its texts (two per call).
  while (telephony.acceptedAt.size < CALLS * 2) {
    if (Date.now() - t0 > DEADLINE_MS) {
      const states = await db.db.execute(sql`select state, jsonb_array_length(flags) as flags, (select count(*) from notification_events) as events, (select count(*) from notification_events where expanded_at is not null) as expanded, (select max(last_error) from notification_events) as err from calls group by 1, 2`);
      console.error(states);
      throw new Error(`only ${telephony.acceptedAt.size} of ${CALLS * 2} texts in ${DEADLINE_MS / 1000} s`);
    }
    await sleep(100);
  }
  const flagged = await db.db.select({ recipientId: calls.recipientId, flags: calls.flags }).from(calls);
  const firstText: number[] = [];
  for (const row of flagged) {
    const flag = row.flags.find((f) => f.kind === 'distress');
    if (!flag) throw new Error('a call raised no alert');
    const [{ subscriber_id }] = (await db.db.execute(sql`select subscriber_id from recipients where id = ${row.recipientId}`)) as unknown as [{ subscriber_id: string }];
    const mobiles = (await db.db.execute(sql`select mobile from family_members where subscriber_id = ${subscriber_id}`)) as unknown as Array<{ mobile: string }>;
    const first = Math.min(...mobiles.map((m) => telephony.acceptedAt.get(m.mobile) ?? Infinity));
    firstText.push(first - Date.parse(flag.at));
  }
  const sorted = firstText.sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  writeResult('safety', {
    measured: "her urgent words held by the engine (the flag's time) -> first alert text accepted by the SMS provider (simulated phone), 50 calls at once, real PostgreSQL, notification worker woken by NOTIFY",
    calls: CALLS,
    texts: telephony.acceptedAt.size,
    firstTextMs: { p50, p95, max: sorted.at(-1) },
    summary: [
      `urgent words -> first text to the family: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (max ${sorted.at(-1)!.toFixed(0)}) over ${CALLS} simulated calls at once; ${(p95 / TARGET_FIRST_TEXT_MS).toFixed(3)}x the 10 s target at p95; ${telephony.acceptedAt.size} texts sent`,
      'family phone ringing and a member joining the call: not built, not measured',
    ],
  });
} finally {
  await worker.stop();
  await engine.shutdown(5_000).catch(() => {});
  await db.close();
}
process.exit(0);
