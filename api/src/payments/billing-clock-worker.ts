import type { AppDeps } from '../context.js';
import type { Worker } from '../context.js';
import { runLocalBillingClock } from './local-billing.js';
import { applyPendingRewards } from './rewards.js';

/** Billing moves in days; a minute's tick is plenty. */
const TICK_MS = 60_000;

/**
 * The payments loop. Locally it is Stripe's billing clock (trial ends, renewals, failed
 * cards, cancellations at period end); with Stripe it only retries referral credits that
 * could not be applied right after their event. Several copies may run side by side: rows
 * are claimed with SKIP LOCKED and credits carry idempotency keys.
 */
export function startBillingClock(deps: AppDeps, tickMs = TICK_MS): Worker {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      if (deps.providers.payments.kind === 'local') await runLocalBillingClock(deps);
      await applyPendingRewards(deps);
    } catch (err) {
      deps.logger.error({ err }, 'billing clock tick failed; trying again next tick');
    }
  };
  const timer = setInterval(() => {
    if (!stopped) running = running.then(tick);
  }, tickMs);
  timer.unref();
  running = running.then(tick);
  return {
    name: 'billing-clock',
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
