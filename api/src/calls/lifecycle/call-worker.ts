import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppDeps } from '../../context.js';
import type { Worker } from '../../context.js';
import { getCallEngine, type CallEngineOptions } from './call-engine.js';
import { claimDueCalls } from './claims.js';
import { planAllCalls } from '../scheduling/planner.js';
import { resumeEndedPauses } from '../scheduling/schedule-actions.js';

export interface CallWorkerOptions extends CallEngineOptions {
  /** How often to look for due calls when idle. */
  pollMs?: number;
  /** How often to look for stuck calls. */
  reconcileEveryMs?: number;
  /** How often to look for live calls whose process died (a lapsed lease; default half the lease). */
  leaseCheckEveryMs?: number;
  /** Calls this process handles at once (dials in flight plus live conversations). */
  concurrency?: number;
  workerId?: string;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(t);
      resolve();
    };
    const t = setTimeout(() => {
      signal.removeEventListener('abort', wake);
      resolve();
    }, ms);
    signal.addEventListener('abort', wake, { once: true });
  });

/**
 * The dialer: claims due calls (FOR UPDATE SKIP LOCKED) and places them, every few seconds
 * looks for live calls whose process died (leases.ts), and now and then reconciles calls stuck
 * past their deadline. Any number run side by side, in the API
 * process and in `pnpm --filter ./api worker` processes.
 */
export function startCallDialer(deps: AppDeps, opts: CallWorkerOptions = {}): Worker {
  const workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const engine = getCallEngine(deps, opts);
  const concurrency = opts.concurrency ?? deps.config.calls.workerConcurrency;
  const pollMs = opts.pollMs ?? 1000;
  const reconcileEveryMs = opts.reconcileEveryMs ?? 30_000;
  const stop = new AbortController();
  const dialing = new Set<Promise<unknown>>();
  let lastReconcile = 0;
  const leaseCheckEveryMs = opts.leaseCheckEveryMs ?? Math.round(deps.config.calls.leaseMs / 2);
  let lastLeaseCheck = 0;
  const log = deps.logger.child({ worker: 'call-dialer', workerId });

  const loop = (async () => {
    while (!stop.signal.aborted) {
      let claimed = 0;
      try {
        if (Date.now() - lastReconcile >= reconcileEveryMs) {
          lastReconcile = Date.now();
          const n = await engine.reconcileStuckCalls(workerId);
          if (n) log.warn({ calls: n }, 'reconciled stuck calls');
        }
        if (Date.now() - lastLeaseCheck >= leaseCheckEveryMs) {
          lastLeaseCheck = Date.now();
          const r = await engine.reconcileLapsedLeases();
          if (r.resumed + r.ended) log.warn(r, 'live calls whose process stopped: resumed or ended');
        }
        const capacity = concurrency - dialing.size - engine.live.size;
        if (capacity > 0) {
          const calls = await claimDueCalls(deps.database.db, workerId, deps.now(), Math.min(capacity, 25));
          claimed = calls.length;
          for (const call of calls) {
            const p = engine.dial(call).catch((err) => log.error({ err, callId: call.id }, 'dial failed'));
            dialing.add(p);
            void p.finally(() => dialing.delete(p));
          }
        }
      } catch (err) {
        log.error({ err }, 'call dialer loop failed; retrying');
      }
      await sleep(claimed > 0 ? 20 : pollMs, stop.signal);
    }
  })();

  return {
    name: 'call-dialer',
    async stop() {
      stop.abort();
      await loop;
      await Promise.allSettled([...dialing]);
    },
  };
}

/** Keeps a month of calls planned for every schedule; idempotent, so several may run. */
export function startCallPlanner(deps: AppDeps, opts: { everyMs?: number } = {}): Worker {
  const stop = new AbortController();
  const everyMs = opts.everyMs ?? 15 * 60_000;
  const log = deps.logger.child({ worker: 'call-planner' });
  const loop = (async () => {
    while (!stop.signal.aborted) {
      try {
        // A pause the family gave an end date resumes first, so its calls are planned in the same pass.
        const resumed = await resumeEndedPauses(deps.database.db, deps.now());
        if (resumed) log.info({ resumed }, 'pauses ended: calls resumed');
        const added = await planAllCalls(deps.database.db, deps.now());
        if (added) log.info({ added }, 'planned calls');
      } catch (err) {
        log.error({ err }, 'planning failed; retrying later');
      }
      await sleep(everyMs, stop.signal);
    }
  })();
  return {
    name: 'call-planner',
    async stop() {
      stop.abort();
      await loop;
    },
  };
}
