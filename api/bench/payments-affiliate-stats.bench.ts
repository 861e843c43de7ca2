// Affiliate dashboard benchmark (issue #8): GET /api/affiliates/{code}/stats and
// /commissions for a busy affiliate (2,000 referred customers, a year of monthly invoices,
// 60,000 link visits) among 50 others, through the real app on PostgreSQL. Baseline, same
// run and database: the one query every earnings figure needs at least (SUM of the
// affiliate's commissions), so the ratio is the price of the whole dashboard answer.
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app.js';
import type { AppDeps } from '../src/context.js';
import { loadConfig } from '../src/env.js';
import { createLogger } from '../src/lib/logger.js';
import { createProviders } from '../src/providers/index.js';
import { createSession } from '../src/auth/sessions.js';
import { benchDatabase, percentile, writeResult } from './bench-kit.js';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2000);
const OTHERS = 50;
const REQUESTS = 200;
const IN_FLIGHT = 10;

const database = await benchDatabase(IN_FLIGHT);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WORKERS_IN_PROCESS: 'false' });
const logger = createLogger({ level: 'silent' });
const deps: AppDeps = { config, database, logger, providers: await createProviders(config, logger), now: () => new Date() };
const { app } = createApp(deps);
const db = database.db;

async function timed(job: () => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  let left = REQUESTS;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (left-- > 0) {
        const start = performance.now();
        await job();
        ms.push(performance.now() - start);
      }
    }),
  );
  return ms.sort((a, b) => a - b);
}

try {
  // 51 affiliates; the first is the busy one, the rest share a smaller book.
  await db.execute(sql`
    insert into affiliates (id, name, email, referral_code, dashboard_key_hash)
    select ('00000000-0000-0000-0000-' || lpad(g::text, 12, '0'))::uuid, 'Affiliate ' || g, 'a' || g || '@example.com', 'BENCH-' || lpad(g::text, 6, '0'), md5(g::text)
    from generate_series(1, ${OTHERS + 1}) g`);
  // Completed checkouts: CUSTOMERS for the busy affiliate, 20 each for the others.
  await db.execute(sql`
    insert into checkouts (id, provider, provider_session_id, plan, mode, status, amount_cents, affiliate_id, customer_name, completed_at)
    select 'chk_' || a || '_' || c, 'local', 'cs_' || a || '_' || c, 'premium', 'subscription', 'completed', 5900,
           ('00000000-0000-0000-0000-' || lpad(a::text, 12, '0'))::uuid, 'Customer ' || c, now() - (c % 365) * interval '1 day'
    from generate_series(1, ${OTHERS + 1}) a, generate_series(1, ${CUSTOMERS}) c
    where a = 1 or c <= 20`);
  // Twelve monthly paid invoices per customer, each with its commission.
  await db.execute(sql`
    insert into invoices (provider, provider_invoice_id, checkout_id, plan, status, amount_paid_cents, amount_due_cents, billing_reason, paid_at, created_at)
    select 'local', 'in_' || ch.id || '_' || m, ch.id, 'premium', 'paid', 5900, 5900, 'subscription_cycle', now() - m * interval '30 days', now() - m * interval '30 days'
    from checkouts ch, generate_series(0, 11) m`);
  await db.execute(sql`
    insert into commissions (affiliate_id, kind, invoice_id, customer_name, plan, base_amount_cents, amount_cents, status, created_at)
    select ch.affiliate_id, 'earned', i.id, 'Customer N.', 'premium', 5900, 1770, case when i.paid_at < now() - interval '90 days' then 'paid' else 'pending' end, i.paid_at
    from invoices i join checkouts ch on ch.id = i.checkout_id`);
  await db.execute(sql`
    insert into referral_clicks (affiliate_id, landing_path, created_at)
    select '00000000-0000-0000-0000-000000000001'::uuid, '/', now() - (g % 365) * interval '1 day' from generate_series(1, ${CUSTOMERS * 30}) g`);
  await db.execute(sql`analyze`);

  const { token } = await createSession(db, 'affiliate', '00000000-0000-0000-0000-000000000001', new Date());
  const headers = { cookie: `fondly_affiliate=${token}` };
  const code = 'BENCH-000001';
  const check = await app.request(`/api/affiliates/${code}/stats`, { headers });
  if (check.status !== 200) throw new Error(`stats answered ${check.status}: ${await check.text()}`);
  const stats = (await check.json()) as { totalEarningsCents: number; totalReferrals: number };
  if (stats.totalReferrals !== CUSTOMERS || stats.totalEarningsCents !== CUSTOMERS * 12 * 1770) throw new Error(`wrong stats: ${JSON.stringify(stats)}`);

  const statsMs = await timed(async () => (await app.request(`/api/affiliates/${code}/stats`, { headers })).text());
  const listMs = await timed(async () => (await app.request(`/api/affiliates/${code}/commissions`, { headers })).text());
  const baseMs = await timed(() =>
    db.execute(sql`select sum(amount_cents) from commissions where affiliate_id = '00000000-0000-0000-0000-000000000001' and status <> 'reversed'`),
  );

  const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
  const summary = [
    `busy affiliate: ${CUSTOMERS} customers, ${CUSTOMERS * 12} commissions, ${CUSTOMERS * 30} visits; ${OTHERS} others; ${REQUESTS} requests, ${IN_FLIGHT} in flight`,
    `GET stats p50 ${p(statsMs, 50)} ms, p95 ${p(statsMs, 95)} ms; GET commissions (200 newest) p50 ${p(listMs, 50)} ms, p95 ${p(listMs, 95)} ms`,
    `baseline (one SUM over the affiliate's commissions) p50 ${p(baseMs, 50)} ms, p95 ${p(baseMs, 95)} ms`,
    `ratio p95 stats / baseline: ${(percentile(statsMs, 95) / percentile(baseMs, 95)).toFixed(1)}x; commissions / baseline: ${(percentile(listMs, 95) / percentile(baseMs, 95)).toFixed(1)}x`,
  ];
  writeResult('payments-affiliate-stats', {
    summary,
    customers: CUSTOMERS,
    statsP50: percentile(statsMs, 50),
    statsP95: percentile(statsMs, 95),
    commissionsP95: percentile(listMs, 95),
    baselineP95: percentile(baseMs, 95),
  });
} finally {
  await database.close();
}
