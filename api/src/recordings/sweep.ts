import type { AppDeps, Worker } from '../context.js';
import { sweepExpiredRecordings } from './keep.js';

/** Every hour (and at start): recordings past their time are deleted, files and rows. */
export function startRecordingSweep(deps: AppDeps, everyMs = 60 * 60_000): Worker {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepExpiredRecordings(deps)
      .then((n) => n && deps.logger.info({ deleted: n }, 'expired recordings deleted'))
      .catch((err) => deps.logger.warn({ err }, 'the recording sweep failed; trying again next hour'));
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    name: 'recording-sweep',
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
