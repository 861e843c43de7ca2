// Benchmark 1 (issue #3): planning a month of calls for 100,000 recipients on PostgreSQL.
import { sql } from 'drizzle-orm';
import { planAllCalls } from '../src/calls/planner.js';
import { benchDatabase, writeResult } from './bench-kit.js';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const db = await benchDatabase(10);
try {
  const t0 = performance.now();
  // A realistic mix: plans, zones, windows and cadences spread across the recipients.
  await db.db.execute(sql`
    insert into subscribers (id, name, email)
    select md5('s' || g)::uuid, 'Family ' || g, 'family' || g || '@example.com' from generate_series(1, ${RECIPIENTS}) g`);
  await db.db.execute(sql`
    insert into recipients (id, subscriber_id, name, phone, created_at)
    select md5('r' || g)::uuid, md5('s' || g)::uuid, 'Recipient ' || g,
      case when g % 5 = 0 then '+14165550' || lpad((g % 1000)::text, 3, '0') else '+12125550' || lpad((g % 1000)::text, 3, '0') end,
      now() - interval '40 days'
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
  const seeded = (performance.now() - t0) / 1000;

  const t1 = performance.now();
  const planned = await planAllCalls(db.db, new Date(), { horizonDays: 31 });
  const seconds = (performance.now() - t1) / 1000;
  const t2 = performance.now();
  const again = await planAllCalls(db.db, new Date(), { horizonDays: 31 });
  const idempotentSeconds = (performance.now() - t2) / 1000;

  writeResult('calls-planning', {
    recipients: RECIPIENTS,
    callsPlanned: planned,
    seconds,
    replanSeconds: idempotentSeconds,
    replanAdded: again,
    seedSeconds: seeded,
    summary: [
      `planned ${planned.toLocaleString('en-US')} calls (a month) for ${RECIPIENTS.toLocaleString('en-US')} recipients in ${seconds.toFixed(1)} s (${Math.round(RECIPIENTS / seconds).toLocaleString('en-US')} recipients/s)`,
      `planning again (idempotent, ${again} added) took ${idempotentSeconds.toFixed(1)} s`,
    ],
  });
} finally {
  await db.close();
}
