// Benchmark (issues #3 and #19): planning calls for 100,000 recipients on PostgreSQL.
//
// Calls are written a rolling week ahead (decision 111). What is measured: `planAllCalls`
// from nothing planned (the week's horizon), planning again at the same instant (adds
// nothing), and the next day's extension (the worker's daily top-up). The yardstick:
// PostgreSQL COPY of the very same rows into the same table, with the same indexes and
// foreign keys, in the same run; the ratio says how much reading, planning and shipping
// the rows add to the database's fastest bulk write. Then a month in: with a month of calls
// already made, the daily extension reading each schedule's calls (as before decision 117)
// against the next day's from the planner's memory.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { planAllCalls, newPlanningStats, type PlanningStats } from '../src/calls/scheduling/planner.js';
import { DEFAULT_HORIZON_DAYS } from '../src/calls/scheduling/plan-schedule.js';
import { benchDatabase, writeResult } from './bench-kit.js';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const DAY = 86_400_000;
const db = await benchDatabase(10);
const split = (s: PlanningStats) =>
  `reading ${(s.readMs / 1000).toFixed(1)} s, planning ${(s.planMs / 1000).toFixed(1)} s, writing ${(s.writeMs / 1000).toFixed(1)} s; reading and planning overlap the writes`;
try {
  const t0 = performance.now();
  // A realistic mix: plans, zones, windows and cadences spread across the recipients.
  await db.db.execute(sql`
    insert into subscribers (id, name, email)
    select md5('s' || g)::uuid, 'Family ' || g, 'family' || g || '@example.com' from generate_series(1, ${RECIPIENTS}) g`);
  await db.db.execute(sql`
    insert into recipients (id, subscriber_id, name, phone, consent_at, created_at)
    select md5('r' || g)::uuid, md5('s' || g)::uuid, 'Recipient ' || g,
      case when g % 5 = 0 then '+14165550' || lpad((g % 1000)::text, 3, '0') else '+12125550' || lpad((g % 1000)::text, 3, '0') end,
      now() - interval '40 days', now() - interval '40 days'
    from generate_series(1, ${RECIPIENTS}) g`);
  await db.db.execute(sql`
    insert into subscriptions (subscriber_id, plan, status, current_period_start, current_period_end)
    select md5('s' || g)::uuid, (array['free','starter','connected','daily'])[1 + g % 4],
      case when g % 4 = 0 then 'free' else 'active' end,
      now() - ((g % 28) || ' days')::interval, now() + ((30 - g % 28) || ' days')::interval
    from generate_series(1, ${RECIPIENTS}) g`);
  await db.db.execute(sql`
    insert into schedules (recipient_id, cadence, "window", time_zone)
    select md5('r' || g)::uuid,
      (array['plan','daily','weekly','plan'])[1 + g % 4],
      (array['morning','afternoon','evening'])[1 + g % 3],
      (array['America/New_York','America/Chicago','America/Denver','America/Los_Angeles','America/Toronto','America/Vancouver'])[1 + g % 6]
    from generate_series(1, ${RECIPIENTS}) g`);
  // What autovacuum does after a bulk load on a normal server (it is off on this machine's):
  // without statistics the page query sorts the whole join for each batch.
  await db.db.execute(sql`analyze`);
  const seeded = (performance.now() - t0) / 1000;

  // One instant for the first runs: a later one would rightly plan the calls its later horizon reaches.
  const now = new Date();
  const stats = newPlanningStats();
  const t1 = performance.now();
  const planned = await planAllCalls(db.db, now, { stats });
  const seconds = (performance.now() - t1) / 1000;

  const replanStats = newPlanningStats();
  const t2 = performance.now();
  const again = await planAllCalls(db.db, now, { stats: replanStats });
  const replanSeconds = (performance.now() - t2) / 1000;

  // The next day: the worker's top-up adds the day that came into reach.
  const tomorrow = new Date(now.getTime() + DAY);
  const extendStats = newPlanningStats();
  const t3 = performance.now();
  const extended = await planAllCalls(db.db, tomorrow, { stats: extendStats });
  const extendSeconds = (performance.now() - t3) / 1000;
  const extendedAgain = await planAllCalls(db.db, tomorrow);

  // The floor: the same rows written by COPY, first the horizon's, then the day's extension.
  type Row = { recipient_id: string; kind: string; due_at: string; planned_slot: string; steps: string; created_at: Date };
  const client = postgres(db.url, { max: 1, onnotice: () => {} });
  const rows = await client<Row[]>`select recipient_id, kind, due_at::text, planned_slot, steps::text, created_at from calls order by created_at, recipient_id, planned_slot`;
  const cut = [...rows].sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const firstRun = cut.slice(0, planned);
  const dayRun = cut.slice(planned);
  await client`truncate calls cascade`;
  const copy = async (batch: Row[]) => {
    const t = performance.now();
    const stream = (await client`copy calls (recipient_id, kind, due_at, origin, planned_slot, steps) from stdin`.writable()) as Writable;
    const lines = async function* () {
      for (let i = 0; i < batch.length; i += 5000) {
        yield batch
          .slice(i, i + 5000)
          .map((r) => `${r.recipient_id}\t${r.kind}\t${r.due_at}\tplanner\t${r.planned_slot}\t${r.steps.replace(/\\/g, '\\\\')}\n`)
          .join('');
      }
    };
    await pipeline(lines, stream);
    return (performance.now() - t) / 1000;
  };
  const copySeconds = await copy(firstRun);
  const copyDaySeconds = await copy(dayRun);
  await client.end();

  // Steady state: a month of calls already made (what a real month in, the history read would
  // hold), then the next two days' extensions, one reading her calls as before decision 117,
  // one planning from the planner's memory. The past calls arrive behind the planner's back, so
  // the first of the two, which reads them, also rebuilds every memory it uses.
  const t4 = performance.now();
  await db.db.execute(sql`
    insert into calls (recipient_id, kind, due_at, origin, planned_slot, state, steps)
    select r.id, 'loneliness', ${now.toISOString()}::timestamptz - (k || ' days')::interval + interval '2 hours', 'planner',
      to_char((${now.toISOString()}::timestamptz - (k || ' days')::interval) at time zone s.time_zone, 'YYYY-MM-DD'), 'completed', '[]'::jsonb
    from recipients r join schedules s on s.recipient_id = r.id
    cross join generate_series(1, 30) k
    where k % (case s.cadence when 'daily' then 1 when 'weekly' then 7 else 2 end) = 0`);
  await db.db.execute(sql`analyze calls`);
  const counted = (await db.db.execute(sql`select count(*)::int as n from calls where state = 'completed'`)) as unknown as Array<{ n: number }>;
  const pastCalls = Number(counted[0]?.n ?? 0);
  const historySeedSeconds = (performance.now() - t4) / 1000;
  const dayTwo = new Date(now.getTime() + 2 * DAY);
  const fromCallsStats = newPlanningStats();
  const t5 = performance.now();
  const fromCalls = await planAllCalls(db.db, dayTwo, { stats: fromCallsStats, fromMemory: false });
  const fromCallsSeconds = (performance.now() - t5) / 1000;
  const dayThree = new Date(now.getTime() + 3 * DAY);
  const fromMemoryStats = newPlanningStats();
  const t6 = performance.now();
  const fromMemory = await planAllCalls(db.db, dayThree, { stats: fromMemoryStats });
  const fromMemorySeconds = (performance.now() - t6) / 1000;

  writeResult('calls-planning', {
    recipients: RECIPIENTS,
    horizonDays: DEFAULT_HORIZON_DAYS,
    callsPlanned: planned,
    seconds,
    split: stats,
    replanSeconds,
    replanAdded: again,
    replanSplit: replanStats,
    extensionAdded: extended,
    extensionSeconds: extendSeconds,
    extensionAgainAdded: extendedAgain,
    copySeconds,
    copyDaySeconds,
    ratioToCopy: seconds / copySeconds,
    extensionRatioToCopy: extendSeconds / copyDaySeconds,
    seedSeconds: seeded,
    steadyState: { pastCalls, historySeedSeconds, fromCalls, fromCallsSeconds, fromCallsSplit: fromCallsStats, fromMemory, fromMemorySeconds, fromMemorySplit: fromMemoryStats },
    summary: [
      `planned ${planned.toLocaleString('en-US')} calls (a ${DEFAULT_HORIZON_DAYS}-day horizon) for ${RECIPIENTS.toLocaleString('en-US')} recipients in ${seconds.toFixed(1)} s (target 10 s; ${split(stats)})`,
      `PostgreSQL COPY of the same rows: ${copySeconds.toFixed(1)} s; planner / COPY = ${(seconds / copySeconds).toFixed(2)}x`,
      `the next day's extension: ${extended.toLocaleString('en-US')} calls in ${extendSeconds.toFixed(1)} s (target 2 s; ${extendStats.recipients.toLocaleString('en-US')} schedules read, the rest not yet due by their cursor, ${extendStats.historyRead.toLocaleString('en-US')} call histories and ${extendStats.subscriptionsRead.toLocaleString('en-US')} subscriptions read, the rest planned from memory; ${split(extendStats)}); COPY of the same rows ${copyDaySeconds.toFixed(2)} s; planner / COPY = ${(extendSeconds / copyDaySeconds).toFixed(2)}x`,
      `a month in (${pastCalls.toLocaleString('en-US')} calls already made): the day's extension reading her calls ${fromCalls.toLocaleString('en-US')} calls in ${fromCallsSeconds.toFixed(1)} s (${fromCallsStats.recipients.toLocaleString('en-US')} schedules due, ${fromCallsStats.historyRead.toLocaleString('en-US')} call histories read; ${split(fromCallsStats)}); the next day's from the planner's memory ${fromMemory.toLocaleString('en-US')} calls in ${fromMemorySeconds.toFixed(1)} s (${fromMemoryStats.recipients.toLocaleString('en-US')} schedules due, ${fromMemoryStats.historyRead.toLocaleString('en-US')} call histories and ${fromMemoryStats.subscriptionsRead.toLocaleString('en-US')} subscriptions read; ${split(fromMemoryStats)}); ratio ${(fromCallsSeconds / fromMemorySeconds).toFixed(1)}x`,
      `planning again adds ${again} (same instant, ${replanSeconds.toFixed(2)} s; ${replanStats.recipients} schedules read; ${split(replanStats)}) and ${extendedAgain} (the next day, again)`,
    ],
  });
} finally {
  await db.close();
}
