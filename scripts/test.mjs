// `pnpm test`: every test of the product, the same here and in CI (.ci/run).
//  1. type-check and lint           4. build the production bundles and Storybook
//  2. unit and component tests        5. Playwright end-to-end in Chromium against that build
//  3. API tests on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const t0 = Date.now();

const reachable = (url) =>
  new Promise((resolve) => {
    const u = new URL(url);
    const s = net.connect(Number(u.port || 5432), u.hostname);
    s.setTimeout(3000, () => resolve(false));
    s.on('connect', () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
  });

// The real-PostgreSQL suite: required when TEST_DATABASE_URL is set (CI), used whenever the
// machine's server answers, and skipped with a warning otherwise.
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
if (process.env.TEST_DATABASE_URL) {
  if (!(await reachable(process.env.TEST_DATABASE_URL))) {
    console.error(`TEST_DATABASE_URL=${process.env.TEST_DATABASE_URL} does not answer; the PostgreSQL suite cannot run.`);
    process.exit(1);
  }
} else if (await reachable(LOCAL_PG)) {
  process.env.TEST_DATABASE_URL = LOCAL_PG;
} else {
  console.warn('warning: no PostgreSQL on 127.0.0.1:5432: API tests run on PGlite only (set TEST_DATABASE_URL).');
}
console.log(`PostgreSQL suite: ${process.env.TEST_DATABASE_URL ?? 'skipped'}`);

// Playwright drives Debian's Chromium; test tools may not download browsers here.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if ((!only.length || only.includes('e2e')) && !existsSync(chromium)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian\'s chromium for the end-to-end tests…');
    spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'], { stdio: 'inherit' });
  }
  if (!existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

const steps = [
  ['typecheck', ['pnpm', 'typecheck']],
  ['lint', ['node', 'scripts/lint.mjs']],
  ['unit', ['pnpm', 'test:unit']],
  ['build', ['pnpm', 'build']],
  ['storybook', ['pnpm', 'build-storybook']],
  ['e2e', ['pnpm', 'test:e2e']],
];

for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.includes(name)) continue;
  const s0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const secs = ((Date.now() - s0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n=== ${name} FAILED after ${secs} s`);
    process.exit(r.status ?? 1);
  }
  console.log(`=== ${name} passed in ${secs} s`);
}
console.log(`\nAll tests passed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
