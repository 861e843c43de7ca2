// `pnpm bench safety` (issues #13, #27): the net on sets of sentences (bench/safety-sets.ts, with
// `--set <dir>` a held-out folder), then how fast an urgent alert reaches the family by text and by phone.
//
// 50 simulated calls at once, each to the scripted recipient who has fallen and waits on the
// line ("I've fallen on the kitchen floor and I can't get up"), each family with two members
// who gave (and confirmed) a mobile number; the first is a scripted family member who answers
// the alert call and presses 1. The
// real call engine (local brain, silent voice) detects the words, the alert is written in
// the call's transaction, and the real notification worker (woken by NOTIFY on PostgreSQL)
// expands it into mails and texts and sends the texts through the simulated phone's SMS.
//
// Measured per call: from the moment the engine held her urgent words (the flag's time) to
// the first text accepted by the SMS provider (the simulated phone; on Twilio the same call
// is messages.create), to the family phone ringing (the alert call placed with the provider),
// and to the family member joined (both calls put in one room, after the companion said who
// is joining). Targets (issue #13): under 10 s to the first text, under 20 s to the phone ringing.
import { sql } from 'drizzle-orm';
import { getCallEngine } from '../src/calls/lifecycle/call-engine.js';
import type { AppDeps } from '../src/context.js';
import { calls } from '../src/db/schema/index.js';
import { loadConfig } from '../src/env.js';
import { createLogger } from '../src/lib/logger.js';
import { startNotificationWorker } from '../src/notifications/notification-worker.js';
import { LocalBrain } from '../src/providers/brain/local.js';
import { SimulatedTelephony } from '../src/providers/telephony/simulated/telephony.js';
import { SilentVoice } from '../src/providers/voice/local.js';
import { benchDatabase, percentile, writeResult } from './bench-kit.js';
import { describe, filesIn, measureSets } from './safety-sets.js';
import { runTriageScenarios } from './safety-triage.js';

// The net on sentences first: the project's own sets (the training sets and the sets held out
// of training), and with `--set <dir>` a held-out folder written blind to them (aggregates only).
{
  const own = new URL('../src/calls/pipeline/safety/', import.meta.url).pathname;
  const summary = [
    ...describe("the project's training sets", measureSets(['evaluation-set.txt', 'evaluation-set-2.txt', 'opt-out-set.txt', 'opt-out-set-2.txt'].map((f) => own + f))),
    ...describe("the project's sets held out of training", measureSets(['held-out-set.txt', 'held-out-opt-out.txt'].map((f) => own + f))),
  ];
  const at = process.argv.indexOf('--set');
  if (at > 0) summary.push(...describe(`held-out folder ${process.argv[at + 1]}`, measureSets(filesIn(process.argv[at + 1]!))));
  writeResult('safety-sets', { summary });
}

// The triage scenarios: whole exchanges where one understated answer used to silence the net.
{
  const triage = await runTriageScenarios();
  const lines = triage.map((t) => {
    const alert = t.secondsToAlert === null ? 'no family alert' : `family alerted after ${t.secondsToAlert.toFixed(0)} s`;
    return `triage: ${t.name}: ${t.asExpected ? 'as it should' : 'NOT as it should'}; ${alert}; ${t.outcome}`;
  });
  lines.push(`triage scenarios handled as they should: ${triage.filter((t) => t.asExpected).length}/${triage.length} (she answers each companion turn after 6 s)`);
  for (const line of lines) console.log(line);
  writeResult('safety-triage', { summary: lines, triage });
}

const CALLS = Number(process.env.BENCH_SAFETY_CALLS ?? 50);
const TARGET_FIRST_TEXT_MS = 10_000;
const DEADLINE_MS = Number(process.env.BENCH_SAFETY_DEADLINE_MS ?? 60_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The simulated phone, noting when each text was accepted (wall clock). */
class TimedTelephony extends SimulatedTelephony {
  readonly acceptedAt = new Map<string, number>();
  readonly rungAt = new Map<string, number>();
  readonly joinedAt = new Map<string, number>();
  override async placeAlertCall(req: Parameters<SimulatedTelephony['placeAlertCall']>[0]) {
    if (!this.rungAt.has(req.to)) this.rungAt.set(req.to, Date.now());
    return super.placeAlertCall(req);
  }
  override async joinCall(recipientProviderCallId: string, familyProviderCallId: string, room: string) {
    this.joinedAt.set(room, Date.now());
    return super.joinCall(recipientProviderCallId, familyProviderCallId, room);
  }
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
  await db.db.execute(sql`insert into subscribers (id, name, email, email_confirmed_at) select md5('s' || g)::uuid, 'Sarah Miller', 'f' || g || '@example.com', now() from generate_series(1, ${CALLS}) g`);
  // Two members per family with a confirmed mobile, an area code per family: the first
  // (555-0150) answers the alert call and presses 1, the second (555-0151) never answers.
  await db.db.execute(
    sql`insert into family_members (subscriber_id, name, email, is_owner, mobile, mobile_verified_at, unsubscribe_token)
        select md5('s' || g)::uuid, 'Member ' || m, 'm' || m || '.' || g || '@example.com', m = 1, '+1' || (200 + g)::text || '555015' || (m - 1)::text, now(), md5('u' || g || '.' || m)
        from generate_series(1, ${CALLS}) g, generate_series(1, 2) m`,
  );
  // Alert texts and the alert call are Premium's (decision 177): every family here pays for Premium.
  await db.db.execute(sql`insert into subscriptions (subscriber_id, plan, status, provider) select md5('s' || g)::uuid, 'premium', 'active', 'local' from generate_series(1, ${CALLS}) g`);
  await db.db.execute(sql`insert into recipients (id, subscriber_id, name, phone, topics, consent_at) select md5('r' || g)::uuid, md5('s' || g)::uuid, 'Margaret', '+12125550109', '["Childhood memories"]'::jsonb, now() from generate_series(1, ${CALLS}) g`);
  await db.db.execute(sql`insert into schedules (recipient_id, time_zone) select md5('r' || g)::uuid, 'America/New_York' from generate_series(1, ${CALLS}) g`);
  await db.db.execute(sql`insert into calls (recipient_id, due_at, state, origin) select md5('r' || g)::uuid, now(), 'dialing', 'call-now' from generate_series(1, ${CALLS}) g`);
  const callRows = await db.db.select().from(calls);
  const t0 = Date.now();
  await Promise.all(callRows.map((c) => engine.dial(c)));
  // Until every family has its texts (two per call) and a member joined each call.
  while (telephony.acceptedAt.size < CALLS * 2 || telephony.joinedAt.size < CALLS) {
    if (Date.now() - t0 > DEADLINE_MS) {
      const states = await db.db.execute(sql`select state, jsonb_array_length(flags) as flags, (select count(*) from notification_events) as events, (select count(*) from notification_events where expanded_at is not null) as expanded, (select max(last_error) from notification_events) as err from calls group by 1, 2`);
      console.error(states);
      throw new Error(`only ${telephony.acceptedAt.size} of ${CALLS * 2} texts and ${telephony.joinedAt.size} of ${CALLS} joins in ${DEADLINE_MS / 1000} s`);
    }
    await sleep(100);
  }
  const flagged = await db.db.select({ id: calls.id, recipientId: calls.recipientId, flags: calls.flags }).from(calls);
  const firstText: number[] = [];
  const rung: number[] = [];
  const joined: number[] = [];
  for (const row of flagged) {
    const flag = row.flags.find((f) => f.kind === 'distress');
    if (!flag) throw new Error('a call raised no alert');
    const [{ subscriber_id }] = (await db.db.execute(sql`select subscriber_id from recipients where id = ${row.recipientId}`)) as unknown as [{ subscriber_id: string }];
    const mobiles = (await db.db.execute(sql`select mobile from family_members where subscriber_id = ${subscriber_id}`)) as unknown as Array<{ mobile: string }>;
    const first = Math.min(...mobiles.map((m) => telephony.acceptedAt.get(m.mobile) ?? Infinity));
    firstText.push(first - Date.parse(flag.at));
    rung.push(Math.min(...mobiles.map((m) => telephony.rungAt.get(m.mobile) ?? Infinity)) - Date.parse(flag.at));
    joined.push(telephony.joinedAt.get(`fondly-${row.id}`)! - Date.parse(flag.at));
  }
  rung.sort((a, b) => a - b);
  joined.sort((a, b) => a - b);
  const sorted = firstText.sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  writeResult('safety', {
    measured: "her urgent words held by the engine (the flag's time) -> first alert text accepted by the SMS provider (simulated phone), 50 calls at once, real PostgreSQL, notification worker woken by NOTIFY",
    calls: CALLS,
    texts: telephony.acceptedAt.size,
    firstTextMs: { p50, p95, max: sorted.at(-1) },
    familyPhoneRingingMs: { p50: percentile(rung, 50), p95: percentile(rung, 95) },
    familyMemberJoinedMs: { p50: percentile(joined, 50), p95: percentile(joined, 95) },
    summary: [
      `urgent words -> first text to the family: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (max ${sorted.at(-1)!.toFixed(0)}) over ${CALLS} simulated calls at once; ${(p95 / TARGET_FIRST_TEXT_MS).toFixed(3)}x the 10 s target at p95; ${telephony.acceptedAt.size} texts sent`,
      `urgent words -> the family phone ringing: p50 ${percentile(rung, 50).toFixed(0)} ms, p95 ${percentile(rung, 95).toFixed(0)} ms (${(percentile(rung, 95) / 20_000).toFixed(3)}x the 20 s target at p95)`,
      `urgent words -> the family member joined (pressed 1; the companion said who is joining; both calls in one room): p50 ${percentile(joined, 50).toFixed(0)} ms, p95 ${percentile(joined, 95).toFixed(0)} ms`,
    ],
  });
} finally {
  await worker.stop();
  await engine.shutdown(5_000).catch(() => {});
  await db.close();
}
process.exit(0);
