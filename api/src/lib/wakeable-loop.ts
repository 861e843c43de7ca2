import type { AppDeps } from '../context.js';
import type { Worker } from '../context.js';

/**
 * A background loop that runs `pass` when woken by a NOTIFY on `channel`, when its poll
 * interval runs out, or at once again when the last pass said there is more to do.
 * Errors are logged and the loop carries on: a database blip must not end mail delivery.
 */
export async function startWakeableLoop(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  opts: { name: string; channel: string; pollMs: number; pass: () => Promise<boolean>; onStop?: () => Promise<void> },
): Promise<Worker & { wake(): void }> {
  let running = true;
  let woken = false;
  let sleeper: (() => void) | null = null;
  const wake = () => {
    woken = true;
    sleeper?.();
  };
  const unlisten = await deps.database.listen(opts.channel, wake);
  const done = (async () => {
    while (running) {
      woken = false;
      let more = false;
      try {
        more = await opts.pass();
      } catch (err) {
        deps.logger.error({ err, worker: opts.name }, 'worker pass failed');
      }
      if (!running) break;
      if (more || woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, opts.pollMs);
        sleeper = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      sleeper = null;
    }
  })();
  return {
    name: opts.name,
    wake,
    async stop() {
      running = false;
      sleeper?.();
      await done;
      await unlisten().catch(() => {});
      await opts.onStop?.();
    },
  };
}
