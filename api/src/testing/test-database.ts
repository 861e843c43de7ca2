import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { withDatabase } from './pg-global-setup.js';

export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.FONDLY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a clone of the
 * run's template on the real PostgreSQL. Dropped again by `close()`.
 */
export async function createTestDatabase(opts: { max?: number } = {}): Promise<DatabaseHandle & { url: string | null }> {
  if (testDatabaseKind() === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    return { ...handle, url: null };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = inject('pgTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url }, opts);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
