// Load benchmark (issue #6): 200 concurrent signups for 60 s through the HTTP API
// (POST /api/onboard-simple) on a real server (startServer) against a fresh PostgreSQL
// database; afterwards the rows are counted: nothing lost, nothing duplicated, every
// account whole. The baseline is pgbench's single-row insert rate on the same database in
// the same run, with as many clients as the API has database connections.
//
// Run:  pnpm bench signup-load      (BENCH_DURATION=seconds, BENCH_CONNECTIONS, BENCH_PORT, SIGNUP_BENCH_PROFILE=dir)
// pgbench comes with Debian's PostgreSQL client packages (`apt-get install -y postgresql-client`;
// here it came with postgresql-15). Without it the bench still runs and says so.
//
// Fairness notes, printed with the figures:
//  - The signup rate limit (SIGNUP_RATE_LIMIT) is OFF for the run: every request comes from
//    127.0.0.1, so the per-address limit would answer 429 after 60 signups and measure the
//    limiter, not the signup.
//  - Background workers are off, so only the signup path is measured.
//  - The server runs in a child process: autocannon and the API never share an event loop.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { loadConfig } from '../src/env.js';
import { startServer } from '../src/server.js';
import { uniquePhone } from '../src/testing/signup-bodies.js';
import { freePort } from '../src/testing/test-server.js';
import { benchDatabase, writeResult } from './bench-kit.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
/** The API's database pool; pgbench gets as many clients, so both sides have the same connections. */
const POOL = 20;

function serverConfig(port: number, databaseUrl: string) {
  return loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    WORKERS_IN_PROCESS: 'false',
    SIGNUP_RATE_LIMIT: '0',
  });
}

/** Child mode: the real API server on the bench database, until told to stop. */
async function serve() {
  const port = Number(process.env.SIGNUP_BENCH_PORT);
  const url = process.env.SIGNUP_BENCH_DATABASE_URL!;
  const database = await openDatabase({ kind: 'postgres', url }, { max: POOL });
  const server = await startServer(serverConfig(port, url), { database });
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  process.stdout.write('LISTENING\n');
}

function startChildServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  // SIGNUP_BENCH_PROFILE=<dir> writes a CPU profile of the server, to see where a signup's time goes.
  const profile = process.env.SIGNUP_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SIGNUP_BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, ...process.execArgv, fileURLToPath(import.meta.url), '--serve'], {
    env: { ...process.env, SIGNUP_BENCH_PORT: String(port), SIGNUP_BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('LISTENING')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the API server exited with ${code} before listening`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const runId = Date.now().toString(36);
let sequence = 0;
/** A different family on every request (unique email), the forms and plans taking turns. */
function nextSignup() {
  const i = ++sequence;
  return JSON.stringify({
    form: i % 2 ? 'wizard' : 'single',
    subscriberName: `Load Family ${i}`,
    subscriberEmail: `load.${runId}.${i}@example.com`,
    recipientName: `Grandparent ${i}`,
    // Each loved one has her own number (decision 122): one number twice would be refused.
    recipientPhone: uniquePhone(),
    agentType: 'loneliness',
    frequency: i % 3 === 0 ? 'daily' : i % 3 === 1 ? 'free' : 'weekly',
    timeZone: 'America/Chicago',
    recipientConsent: true,
  });
}

function pgbenchInsertRate(url: string): { tps: number | null; note: string } {
  const which = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (which.error || which.status !== 0) {
    return { tps: null, note: 'pgbench is not installed: apt-get install -y postgresql-client (Debian) to get the baseline ratio' };
  }
  const seconds = Math.min(DURATION, 30);
  const dir = mkdtempSync(path.join(tmpdir(), 'signup-bench-'));
  const script = path.join(dir, 'insert.sql');
  writeFileSync(script, "insert into pgbench_single_row (email) values ('probe-' || random()::text);\n");
  const u = new URL(url);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  try {
    spawnSync('psql', [url, '-qc', 'create table pgbench_single_row (id bigserial primary key, email text not null, created_at timestamptz not null default now())'], { env });
    const res = spawnSync(
      'pgbench',
      ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres'), '-n', '-c', String(POOL), '-j', '2', '-T', String(seconds), '-f', script, u.pathname.slice(1)],
      { encoding: 'utf8', env },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(res.stdout)?.[1];
    if (!tps) return { tps: null, note: `pgbench did not report a rate: ${(res.stderr || res.stdout).trim().slice(0, 300)}` };
    return { tps: Number(tps), note: `pgbench, ${POOL} clients, one-row INSERT per transaction, ${seconds} s` };
  } finally {
    spawnSync('psql', [url, '-qc', 'drop table if exists pgbench_single_row'], { env });
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const database = await benchDatabase(2);
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const child = await startChildServer(port, database.url);
  try {
    const count = async (query: string) => Number(((await database.db.execute(sql.raw(query))) as unknown as Array<{ n: number }>)[0]!.n);
    /** Requests in flight when the clock stopped finish on the server: count once it is quiet. */
    async function settle() {
      let last = -1;
      for (;;) {
        const n = await count('select (select count(*) from subscribers) + (select count(*) from sessions) as n');
        if (n === last) return;
        last = n;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }

    // One signup first, so the run measures signups rather than the first request's warm-up.
    const WARM_UP = 1;
    const warm = await fetch(`http://127.0.0.1:${port}/api/onboard-simple`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: nextSignup() });
    if (warm.status !== 201) throw new Error(`the warm-up signup failed: ${warm.status} ${await warm.text()}`);

    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/onboard-simple`,
      connections: CONNECTIONS,
      duration: DURATION,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, body: nextSignup() }) }],
    });
    const created = result['2xx'];
    const errors = result.errors + result.timeouts + result.non2xx;
    await settle();

    const rows = {
      subscribers: await count('select count(*)::int as n from subscribers'),
      distinctEmails: await count('select count(distinct email)::int as n from subscribers'),
      recipients: await count('select count(*)::int as n from recipients'),
      schedules: await count('select count(*)::int as n from schedules'),
      subscriptions: await count('select count(*)::int as n from subscriptions'),
      familyMembers: await count('select count(*)::int as n from family_members'),
      sessions: await count('select count(*)::int as n from sessions'),
    };
    // Lost: answered 201 but no row. A request still in flight when the clock stopped may
    // commit without its answer being counted: such rows are "unanswered", not duplicates.
    const lost = Math.max(0, created + WARM_UP - rows.subscribers);
    const unanswered = Math.max(0, rows.subscribers - WARM_UP - created);
    const duplicated = rows.subscribers - rows.distinctEmails;
    const consistent = [rows.recipients, rows.schedules, rows.subscriptions, rows.familyMembers, rows.sessions].every((n) => n === rows.subscribers);
    const throughput = created / DURATION;

    await stopChild(child);
    const baseline = pgbenchInsertRate(database.url);
    const summary = [
      `${CONNECTIONS} concurrent signups for ${DURATION} s through POST /api/onboard-simple (rate limit off for the run, workers off, server in its own process, ${POOL} database connections)`,
      `${created} accounts created, ${errors} errors (${result.non2xx} non-2xx, ${result.errors} socket errors, ${result.timeouts} timeouts)`,
      `rows after: ${rows.subscribers} subscribers (${rows.distinctEmails} distinct emails), ${rows.recipients} recipients, ${rows.schedules} schedules, ${rows.subscriptions} subscriptions, ${rows.familyMembers} owners, ${rows.sessions} sessions: lost ${lost}, duplicated ${duplicated}, committed as the clock stopped ${unanswered}, ${consistent ? 'every account whole' : 'INCONSISTENT'}`,
      `throughput ${throughput.toFixed(1)} signups/s; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      baseline.tps
        ? `baseline: ${baseline.tps.toFixed(0)} single-row inserts/s (${baseline.note}); signups/s as a ratio of it: ${(throughput / baseline.tps).toFixed(4)}`
        : `baseline: ${baseline.note}`,
    ];
    writeResult('signup-load', {
      summary,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      created,
      errors,
      non2xx: result.non2xx,
      rows,
      lost,
      duplicated,
      unanswered,
      consistent,
      throughputPerSecond: throughput,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      pgbenchInsertsPerSecond: baseline.tps,
      ratioToPgbench: baseline.tps ? throughput / baseline.tps : null,
    });
    if (errors > 0 || lost !== 0 || duplicated !== 0 || !consistent) process.exitCode = 1;
  } finally {
    await stopChild(child);
    await database.close();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
