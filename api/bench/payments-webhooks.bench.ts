// Payments benchmark (issues #4 and #8): signed Stripe webhooks through the real app on
// PostgreSQL, every event delivered twice at once (Stripe retries), 20 in flight. Each
// renewal records an invoice and an affiliate commission exactly once. Baseline, in the same
// run and database: the bare idempotency insert every event needs (INSERT … ON CONFLICT DO
// NOTHING into payment_events), so the ratio is what the whole handler costs on top of it.
import { count, eq, sql } from 'drizzle-orm';
import { createApp } from '../src/app.js';
import type { AppDeps } from '../src/context.js';
import { commissions, invoices, paymentEvents } from '../src/db/schema/index.js';
import { loadConfig } from '../src/env.js';
import { createLogger } from '../src/lib/logger.js';
import { createProviders } from '../src/providers/index.js';
import { hashSecret } from '../src/auth/tokens.js';
import { affiliates } from '../src/db/schema/index.js';
import { startStripeStandIn, STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, type Delivery } from '../src/payments/testing/stripe-stand-in.js';
import { benchDatabase, percentile, writeResult } from './bench-kit.js';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 300);
const IN_FLIGHT = 20;

const database = await benchDatabase(IN_FLIGHT);
const stripe = await startStripeStandIn();
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.apiUrl,
  WORKERS_IN_PROCESS: 'false',
  // Setup starts many checkouts; each comes from its own address, as real buyers do.
  TRUST_PROXY: 'true',
});
const logger = createLogger({ level: 'silent' });
const deps: AppDeps = { config, database, logger, providers: await createProviders(config, logger), now: () => new Date() };
const { app } = createApp(deps);

/** Runs `jobs` with at most IN_FLIGHT at once; answers each job's milliseconds. */
async function timed(jobs: Array<() => Promise<unknown>>): Promise<{ ms: number[]; seconds: number }> {
  const ms: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const start = performance.now();
        await job();
        ms.push(performance.now() - start);
      }
    }),
  );
  return { ms: ms.sort((a, b) => a - b), seconds: (performance.now() - t0) / 1000 };
}

async function deliver(d: Delivery) {
  const res = await app.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': d.signature },
    body: d.payload,
  });
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
}

try {
  // Setup: one affiliate, and CUSTOMERS referred checkouts completed on the stand-in.
  const [affiliate] = await database.db
    .insert(affiliates)
    .values({ name: 'Bench Affiliate', email: 'bench@example.com', referralCode: 'BENCH-222222', dashboardKeyHash: hashSecret('bench') })
    .returning();
  const subscriptions: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const res = await app.request('/api/checkout/premium', { headers: { cookie: 'fondly_ref=BENCH-222222', 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` } });
    const { url } = (await res.json()) as { url: string };
    const session = [...stripe.sessions.values()].find((s) => s.url === url)!;
    for (const d of stripe.completeCheckout(session.id, { email: `c${i}@example.com`, name: `Customer ${i}` })) await deliver(d);
    subscriptions.push(stripe.sessions.get(session.id)!.subscription);
  }

  // Measured: each renewal's two events, each delivered twice at the same time.
  const deliveries = subscriptions.flatMap((id) => stripe.renew(id));
  const jobs = deliveries.flatMap((d) => [() => deliver(d), () => deliver(d)]);
  const ours = await timed(jobs);

  const [paidRow] = await database.db.select({ n: count() }).from(invoices).where(eq(invoices.billingReason, 'subscription_cycle'));
  const [earnedRow] = await database.db.select({ n: count() }).from(commissions).where(eq(commissions.affiliateId, affiliate!.id));
  const paid = paidRow?.n ?? 0;
  const earned = earnedRow?.n ?? 0;
  if (paid !== CUSTOMERS || earned !== CUSTOMERS) throw new Error(`exactly-once broken: ${paid} renewals, ${earned} commissions for ${CUSTOMERS}`);

  // Baseline: the bare idempotency insert, as many times, as concurrently.
  const baseline = await timed(
    jobs.map((_, i) => () =>
      database.db.execute(
        sql`insert into ${paymentEvents} (id, provider, type, provider_created_at, outcome) values (${`evt_bare_${i >> 1}`}, 'stripe', 'bench', now(), 'bare') on conflict (id) do nothing`,
      ),
    ),
  );

  const p = (xs: number[], q: number) => percentile(xs, q);
  const summary = [
    `${jobs.length} signed deliveries (${deliveries.length} events, each twice at once), ${IN_FLIGHT} in flight: ${(jobs.length / ours.seconds).toFixed(0)} deliveries/s`,
    `latency p50 ${p(ours.ms, 50).toFixed(1)} ms, p95 ${p(ours.ms, 95).toFixed(1)} ms, p99 ${p(ours.ms, 99).toFixed(1)} ms`,
    `baseline (bare idempotency insert) p50 ${p(baseline.ms, 50).toFixed(1)} ms, p95 ${p(baseline.ms, 95).toFixed(1)} ms`,
    `ratio p95 full handler / bare insert: ${(p(ours.ms, 95) / p(baseline.ms, 95)).toFixed(1)}x; exactly once: ${paid} renewals, ${earned} commissions for ${CUSTOMERS} customers`,
  ];
  writeResult('payments-webhooks', {
    summary,
    customers: CUSTOMERS,
    deliveries: jobs.length,
    perSecond: jobs.length / ours.seconds,
    p50: p(ours.ms, 50),
    p95: p(ours.ms, 95),
    p99: p(ours.ms, 99),
    baselineP50: p(baseline.ms, 50),
    baselineP95: p(baseline.ms, 95),
  });
} finally {
  await stripe.close();
  await database.close();
}
