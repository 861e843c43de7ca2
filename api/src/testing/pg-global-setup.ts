import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Creates a migrated template database for this run; each test file clones it. Fails
 * loudly when the server cannot be reached: the real-database suite never skips quietly.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL!;
  const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await admin`select 1`;
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL cannot be reached at ${url}: ${String(err)}`);
  }
  const template = `fondly_test_${Date.now().toString(36)}_${process.pid}`;
  await admin.unsafe(`create database "${template}"`);
  const sql = postgres(withDatabase(url, template), { max: 1, onnotice: () => {} });
  await migrate(drizzle(sql), { migrationsFolder });
  await sql.end();
  project.provide('pgTemplate', template);
  return async () => {
    const dbs = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${template + '%'}`;
    for (const { datname } of dbs) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}
