import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

// Every API test runs against the embedded PGlite; with TEST_DATABASE_URL set (CI sets
// it) the same tests run again against that real PostgreSQL, each file in a fresh database.
const postgres = process.env.TEST_DATABASE_URL;

/**
 * The files that open a database (through the testing helpers that make one): only these run
 * again on PostgreSQL. A file that never opens one (the safety rules, the companion, the
 * conversation on its fake clock) would run the very same code twice.
 */
const OPENS_A_DATABASE = /testing\/(input-fuzz|simulated-dialer|test-app|test-database|test-server)(\.js)?'/;
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
}
const root = new URL('.', import.meta.url).pathname;
const withoutDatabase = testFiles(join(root, 'src'))
  .filter((f) => !OPENS_A_DATABASE.test(readFileSync(f, 'utf8')))
  .map((f) => relative(root, f));

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Two files at a time even on two cores (vitest would take one less than the cores): most files wait on
    // a database, a socket or a clock, and the suite took about twice as long with one (measured 2026-11-27).
    maxWorkers: 2,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts'],
    projects: [
      { extends: true as const, test: { name: 'pglite', env: { FONDLY_TEST_DB: 'pglite' } } },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', env: { FONDLY_TEST_DB: 'postgres' }, globalSetup: ['./src/testing/pg-global-setup.ts'], exclude: withoutDatabase },
            },
          ]
        : []),
    ],
  },
});
