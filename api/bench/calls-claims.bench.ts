// Benchmark 2 (issue #3): 4 workers claiming 20,000 due calls on PostgreSQL, against a plain
// SELECT … FOR UPDATE SKIP LOCKED loop on the same database in the same run.
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { claimDueCalls } from '../src/calls/lifecycle/claims.js';
import { openDatabase } from '../src/db/client.js';
import { benchDatabase, writeResult } from './bench-kit.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);
const WORKERS = 4;
const BATCH = 25;
const main = await benchDatabase(4);
const handles = await Promise.all(Array.from({ length: WORKERS }, () => openDatabase({ kind: 'postgres', url: main.url }, { max: 1 })));
const raw = Array.from({ length: WORKERS }, () => postgres(main.url, { max: 1, onnotice: () => {} }));

async function seed() {
  await main.db.execute(sql`delete from calls`);
  await main.db.execute(sql`
    insert into calls (recipient_id, due_at, origin)
    select (select id from recipients limit 1), now() - interval '1 minute' - (g * interval '1 millisecond'), 'planner'
    from generate_series(1, ${CALLS}) g`);
  await main.db.execute(sql`vacuum analyze calls`);
}

async function run(claim: (worker: number) => Promise<string[]>) {
  const seen = new Map<string, number>();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (;;) {
        const ids = await claim(w);
        if (!ids.length) return;
        for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { perSecond: seen.size / seconds, claimed: seen.size, duplicates: [...seen.values()].filter((n) => n > 1).length, seconds };
}

try {
  await main.db.execute(sql`insert into subscribers (id, name, email, email_confirmed_at) values ('00000000-0000-0000-0000-000000000001', 'Bench', 'bench@example.com', now())`);
  await main.db.execute(sql`insert into recipients (subscriber_id, name, phone) values ('00000000-0000-0000-0000-000000000001', 'Bench', '+12125550103')`);

  await seed();
  const baseline = await run(async (w) => {
    const ids: string[] = await raw[w]!.begin(async (tx) => {
      const due = await tx<Array<{ id: string }>>`select id from calls where state = 'scheduled' and due_at <= now() order by due_at limit ${BATCH} for update skip locked`;
      if (!due.length) return [];
      const list = due.map((r) => r.id);
      await tx`update calls set state = 'dialing' where id = any(${list}::uuid[])`;
      return list;
    });
    return ids;
  });

  await seed();
  const now = new Date();
  const ours = await run(async (w) => (await claimDueCalls(handles[w]!.db, `worker-${w}`, now, BATCH)).map((c) => c.id));

  const ratio = ours.perSecond / baseline.perSecond;
  writeResult('calls-claims', {
    calls: CALLS,
    workers: WORKERS,
    batch: BATCH,
    claimDueCalls: ours,
    plainSkipLockedLoop: baseline,
    ratio,
    summary: [
      `claimDueCalls: ${Math.round(ours.perSecond).toLocaleString('en-US')} claims/s with ${WORKERS} workers, ${ours.duplicates} duplicates of ${ours.claimed.toLocaleString('en-US')}`,
      `plain SELECT … FOR UPDATE SKIP LOCKED loop: ${Math.round(baseline.perSecond).toLocaleString('en-US')} claims/s, ${baseline.duplicates} duplicates`,
      `ratio ours/plain: ${ratio.toFixed(2)}x (ours also records the worker, deadline and a step per call)`,
    ],
  });
} finally {
  for (const h of handles) await h.close();
  for (const r of raw) await r.end();
  await main.close();
}
