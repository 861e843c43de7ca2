// `pnpm bench [name…]`: runs every benchmark (api/bench/*.bench.ts, e2e/bench/*.bench.ts),
// each printing its figures as ratios against the baseline its issue names, and writing
// bench-results/<name>.json. Benchmarks that need PostgreSQL use BENCH_DATABASE_URL
// (default: the machine's server on 127.0.0.1:5432) and make and drop their own database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Options with a value go to the benchmarks themselves: `pnpm bench companion --dialogues <dir>`,
// `pnpm bench safety --set <dir>`, `pnpm bench listening --audio <dir>` (held-out sets).
const args = process.argv.slice(2).filter((a) => a !== '--');
const passed = [];
const filters = [];
for (let i = 0; i < args.length; i++) {
  if (args[i].startsWith('--')) passed.push(args[i], path.resolve(args[++i] ?? ''));
  else filters.push(args[i]);
}
const dirs = [
  ['api', path.join(root, 'api', 'bench')],
  ['e2e', path.join(root, 'e2e', 'bench')],
];
mkdirSync(path.join(root, 'bench-results'), { recursive: true });

const env = {
  ...process.env,
  BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  BENCH_RESULTS_DIR: path.join(root, 'bench-results'),
  LOG_LEVEL: 'silent',
};

const ran = [];
let failed = false;
for (const [pkg, dir] of dirs) {
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
    const name = file.replace(/\.bench\.ts$/, '');
    if (filters.length && !filters.some((f) => name.includes(f))) continue;
    console.log(`\n=== bench ${name}`);
    const r = spawnSync('pnpm', ['exec', 'tsx', path.join(dir, file), ...passed], { cwd: path.join(root, pkg), stdio: 'inherit', env });
    if (r.status !== 0) {
      failed = true;
      console.error(`=== bench ${name} FAILED`);
    }
    ran.push(name);
  }
}

console.log('\n=== summary');
for (const name of ran) {
  const f = path.join(root, 'bench-results', `${name}.json`);
  if (!existsSync(f)) continue;
  const { summary } = JSON.parse(readFileSync(f, 'utf8'));
  if (summary) for (const line of [].concat(summary)) console.log(`${name}: ${line}`);
}
if (!ran.length) console.log('no benchmark matched');
process.exit(failed ? 1 : 0);
