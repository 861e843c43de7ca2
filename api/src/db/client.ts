import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema/index.js';
import type { Config } from '../env.js';

export type Schema = typeof schema;
/** Both drivers give this type; domain code never needs to know which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a Database is. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for the few places drizzle cannot express (LISTEN/NOTIFY, health). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock every process takes to migrate: "Fondly" in ASCII, so it is recognisable in pg_locks. */
export const MIGRATION_LOCK_KEY = 0x466f6e646c79;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, on a connection of its own.
 * Processes that start together (the API and a worker, two API copies in a rolling deploy)
 * wait for the first, then find nothing left to do. The lock is a session lock, so a process
 * that dies mid-migration releases it with its connection.
 */
export async function migrateUnderLock(url: string, db: Database) {
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migratePostgres(db as never, { migrationsFolder });
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await lock.end({ timeout: 5 });
  }
}

export async function openDatabase(database: Config['database'], opts: { max?: number } = {}): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') {
    const sql = postgres(database.url, { max: opts.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(sql, { schema }) as unknown as Database;
    try {
      await migrateUnderLock(database.url, db);
    } catch (err) {
      await sql.end({ timeout: 5 });
      throw err;
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await sql`select 1`;
      },
      close: () => sql.end({ timeout: 5 }),
      listen: async (channel, onMessage) => {
        const sub = await sql.listen(channel, onMessage);
        return () => sub.unlisten();
      },
      notify: async (channel, payload) => {
        await sql.notify(channel, payload);
      },
    };
  }
  if (database.dataDir) mkdirSync(database.dataDir, { recursive: true });
  const client = database.dataDir ? new PGlite(database.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}
