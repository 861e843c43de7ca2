import { defineConfig } from 'vitest/config';

// Every API test runs against the embedded PGlite; with TEST_DATABASE_URL set (CI sets
// it) the same tests run again against that real PostgreSQL, each file in a fresh database.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts'],
    projects: [
      { extends: true as const, test: { name: 'pglite', env: { FONDLY_TEST_DB: 'pglite' } } },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', env: { FONDLY_TEST_DB: 'postgres' }, globalSetup: ['./src/testing/pg-global-setup.ts'] },
            },
          ]
        : []),
    ],
  },
});
