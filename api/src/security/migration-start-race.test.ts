import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY } from '../db/client.js';
import { withDatabase } from '../testing/pg-global-setup.js';
import { testDatabaseKind } from '../testing/test-database.js';

// Finding (issue #18, scale-out start race): on a fresh PostgreSQL, the API and a worker
// started together both ran the migrations; the API crashed on `duplicate key … (typname)=
// (client_errors)`. Migrations now run under an advisory lock. This starts three real
// processes (two API copies and a worker) at once on a fresh database while the test itself
// holds that lock, sees all three wait at it, lets go, and expects all three to come up with
// every migration applied once.
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function start(entry: 'server' | 'worker', env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], { cwd: apiDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.runIf(testDatabaseKind() === 'postgres')('three processes starting at once on a fresh database', () => {
  it('wait for one another at the migration lock and all come up', { timeout: 180_000 }, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `fondly_start_race_${randomBytes(4).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
    const url = withDatabase(adminUrl, name);
    const holder = postgres(url, { max: 1, onnotice: () => {} });
    cleanups.push(() => holder.end({ timeout: 5 }));
    await holder`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;

    const [portA, portB] = [await freePort(), await freePort()];
    const common = { DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', WORKERS_IN_PROCESS: 'false', OPERATOR_TOKEN: 'x'.repeat(40) };
    const apiA = start('server', { ...common, PORT: String(portA), PUBLIC_URL: `http://127.0.0.1:${portA}` });
    const apiB = start('server', { ...common, PORT: String(portB), PUBLIC_URL: `http://127.0.0.1:${portB}` });
    const worker = start('worker', { ...common, PORT: String(portA), PUBLIC_URL: `http://127.0.0.1:${portA}` });

    // All three reach the migration and wait for the lock the test holds.
    const waiting = async () => {
      const [row] = await admin<{ n: number }[]>`
        select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and not l.granted and d.datname = ${name}
          and l.classid = ${Math.floor(MIGRATION_LOCK_KEY / 2 ** 32)} and l.objid = ${MIGRATION_LOCK_KEY % 2 ** 32}`;
      return row!.n === 3;
    };
    await until('three processes waiting at the migration lock', waiting).catch((err: Error) => {
      throw new Error(`${err.message}\n--- api A\n${apiA.output()}\n--- api B\n${apiB.output()}\n--- worker\n${worker.output()}`);
    });
    await holder`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;

    const healthy = (port: number) => async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
    const report = () => `--- api A\n${apiA.output()}\n--- api B\n${apiB.output()}\n--- worker\n${worker.output()}`;
    try {
      await until('API A to answer', healthy(portA));
      await until('API B to answer', healthy(portB));
      await until('the worker to start', async () => worker.output().includes('Fondly worker started'));
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${report()}`);
    }
    for (const p of [apiA, apiB, worker]) expect(p.child.exitCode, report()).toBeNull();

    const applied = await holder<{ hash: string; n: number }[]>`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`;
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.every((m) => m.n === 1)).toBe(true);

    for (const p of [apiA, apiB, worker]) p.child.kill('SIGTERM');
    await Promise.all([apiA, apiB, worker].map((p) => new Promise((r) => (p.child.exitCode !== null ? r(null) : p.child.once('exit', r)))));
  });
});
