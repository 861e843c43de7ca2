// Benchmark 1 (issue #3): planning a month of calls for 100,000 recipients on PostgreSQL.
//
// What is measured: `planAllCalls` from nothing planned (reads, planning in memory, bulk
// inserts), then again with everything planned (idempotent: reads and planning only).
// The yardstick: PostgreSQL inserting the very same rows itself, copied from a table in
// the same chunk size, with the same indexes and foreign key. The planner cannot beat
// that; the ratio says how much reading, planning and shipping the rows add to it.
import { sql } from 'drizzle-orm';
import { planAllCalls, type PlanningStats } from '../src/calls/planner.js';
import { benchDatabase, writeResult } from './bench-kit.js';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const CHUNK = 5000;
const db = await benchDatabase(10);
const newStats = (): PlanningStats => ({ recipients: 0, planned: 0, readMs: 0, planMs: 0, writeMs: 0 });
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
    insert into schedules (recipient_id, cadence, "window", time_zone)
    select md5('r' || g)::uuid,
      (array['plan','daily','weekly','plan'])[1 + g % 4],
      (array['morning','afternoon','evening'])[1 + g % 3],
      (array['America/New_York','America/Chicago','America/Denver','America/Los_Angeles','America/Toronto','America/Vancouver'])[1 + g % 6]
    from generate_series(1, ${RECIPIENTS}) g`);
  await db.db.execute(sql`
    insert into subscriptions (subscriber_id, plan, status, current_period_start, current_period_end)
    select md5('s' || g)::uuid, (array['free','starter','connected','daily'])[1 + g % 4],
      case when g % 4 = 0 then 'free' else 'active' end,
      now() - ((g % 28) || ' days')::interval, now() + ((30 - g % 28) || ' days')::interval
    from generate_series(1, ${RECIPIENTS}) g`);
  // What autovacuum does after a bulk load on a normal server (it is off on this machine's):
  // without statistics the page query sorts the whole join for each batch.
  await db.db.execute(sql`analyze`);
  const seeded = (performance.now() - t0) / 1000;

  // One instant for both runs: a later one would rightly plan the calls its later horizon reaches.
  const now = new Date();
  const stats = newStats();
  const t1 = performance.now();
  const planned = await planAllCalls(db.db, now, { horizonDays: 31, stats });
  const seconds = (performance.now() - t1) / 1000;

  const replanStats = newStats();
  const t2 = performance.now();
  const again = await planAllCalls(db.db, now, { horizonDays: 31, stats: replanStats });
  const replanSeconds = (performance.now() - t2) / 1000;

  // The floor: the same rows, written again by the database itself into a fresh table state.
  await db.db.execute(sql`
    create table planned_copy as
    select row_number() over (order by recipient_id, planned_slot) as n, recipient_id, kind, due_at, planned_slot, steps from calls`);
  await db.db.execute(sql`create index on planned_copy (n)`);
  await db.db.execute(sql`truncate calls cascade`);
  const t3 = performance.now();
  for (let from = 1; from <= planned; from += CHUNK) {
    await db.db.execute(sql`
      insert into calls (recipient_id, kind, due_at, origin, planned_slot, steps)
      select recipient_id, kind, due_at, 'planner', planned_slot, steps from planned_copy where n between ${from} and ${from + CHUNK - 1}
      on conflict (recipient_id, planned_slot) do nothing`);
  }
  const floorSeconds = (performance.now() - t3) / 1000;

  writeResult('calls-planning', {
    recipients: RECIPIENTS,
    callsPlanned: planned,
    seconds,
    split: stats,
    replanSeconds,
    replanAdded: again,
    replanSplit: replanStats,
    databaseInsertFloorSeconds: floorSeconds,
    ratioToFloor: seconds / floorSeconds,
    seedSeconds: seeded,
    summary: [
      `planned ${planned.toLocaleString('en-US')} calls (a month) for ${RECIPIENTS.toLocaleString('en-US')} recipients in ${seconds.toFixed(1)} s (${Math.round(RECIPIENTS / seconds).toLocaleString('en-US')} recipients/s; ${split(stats)})`,
      `PostgreSQL inserting the same rows itself, ${CHUNK.toLocaleString('en-US')} a statement: ${floorSeconds.toFixed(1)} s; planner / database floor = ${(seconds / floorSeconds).toFixed(2)}x`,
      `planning again (idempotent, ${again} added) took ${replanSeconds.toFixed(1)} s (${split(replanStats)})`,
    ],
  });
} finally {
  await db.close();
}
