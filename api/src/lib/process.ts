import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../env.js';

/** Reads the configuration, or stops the process with the message naming each bad variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
}

/** Runs `main` when this module is the process's entry point (not when a test imports it). */
export function runIfEntryPoint(moduleUrl: string, main: () => Promise<void>) {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== process.argv[1]) return;
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/**
 * Stops cleanly on Ctrl-C or a platform's SIGTERM: `stop` lets live calls finish and writes
 * their memory before the process exits. A second signal exits at once.
 */
export function stopOnSignals(stop: () => Promise<void>) {
  let stopping = false;
  const handler = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    try {
      await stop();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
