// `pnpm test`: every test of the product, the same here and in CI (.ci/run).
//  1. type-check and lint           4. build the production bundles and Storybook
//  2. unit and component tests        5. Playwright end-to-end in Chromium against that build
//  3. API tests on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const t0 = Date.now();

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
