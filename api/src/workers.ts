import type { AppDeps, Worker } from './context.js';
import { startCallDialer, startCallPlanner } from './calls/lifecycle/call-worker.js';
import { startYearlyBookWorker } from './keepsakes/index.js';
import { startMailSender } from './mail/index.js';
import { startNotificationWorker } from './notifications/index.js';
import { startBillingClock } from './payments/index.js';
import { startRecordingSweep } from './recordings/index.js';

/**
 * Background loops (call placement, notifications, mail sending...). They run inside
 * the API process on the embedded default and in separate `worker` processes when
 * scaling out; PostgreSQL coordinates them (FOR UPDATE SKIP LOCKED), so any number
 * can run side by side. Each domain adds its loop here.
 */
export type { Worker } from './context.js';

export async function startWorkers(deps: AppDeps): Promise<Worker[]> {
  const workers: Worker[] = [];
  // The call engine: plan a month of calls, dial due ones, reconcile stuck ones (api/src/calls).
  workers.push(startCallPlanner(deps), startCallDialer(deps));
  // After-call mail: events become outbox rows, and the outbox is sent (api/src/notifications, api/src/mail).
  workers.push(await startNotificationWorker(deps), await startMailSender(deps), await startYearlyBookWorker(deps));
  // Payments: the local checkout's billing clock, and referral credits still to apply (api/src/payments).
  workers.push(startBillingClock(deps));
  // Her recordings past their retention are deleted (api/src/recordings, docs/recordings.md).
  workers.push(startRecordingSweep(deps));
  return workers;
}

export async function stopWorkers(workers: Worker[]) {
  await Promise.all(workers.map((w) => w.stop()));
}
