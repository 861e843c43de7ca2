import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import type { AppDeps } from '../src/context.js';
import type { Telephony } from '../src/calls/pipeline/ports/telephony.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { loadConfig } from '../src/env.js';
import { createLogger } from '../src/lib/logger.js';
import { LocalBrain } from '../src/providers/brain/local.js';
import { SilentVoice } from '../src/providers/voice/local.js';

/** Tuesday 10:00 in New York: inside the morning window and the law's hours, for call benchmarks. */
export const benchClock = () => new Date('2026-11-24T15:00:00Z');

/** One call process of a benchmark: its own line, the embedded companion, a silent voice, on a shared database. */
export function benchCallDeps(db: DatabaseHandle, telephony: Telephony, concurrency: number): AppDeps {
  return {
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CALL_WORKER_CONCURRENCY: String(concurrency) }),
    database: db,
    logger: createLogger({ level: 'silent' }),
    providers: { telephony, voice: new SilentVoice(), brain: new LocalBrain() } as unknown as AppDeps['providers'],
    now: benchClock,
  };
}

/** A fresh, migrated database on the real PostgreSQL for one benchmark; dropped by close(). */
export async function benchDatabase(max = 20): Promise<DatabaseHandle & { url: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `fondly_bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: u.toString() }, { max });
  return {
    ...handle,
    url: u.toString(),
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** Writes bench-results/<name>.json; `summary` lines are echoed by `pnpm bench` at the end. */
export function writeResult(name: string, result: { summary: string[]; [k: string]: unknown }) {
  const dir = process.env.BENCH_RESULTS_DIR ?? path.resolve('bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2));
  for (const line of result.summary) console.log(line);
}
