import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The runtime registry the shell reads: which version of each remote is live. */
export const remoteRegistry = pgTable('remote_registry', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  manifestUrl: text('manifest_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('config'),
});

/** Every change to the registry, newest last, so a rollback knows what came before. */
export const remoteRegistryHistory = pgTable(
  'remote_registry_history',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: text('changed_by').notNull(),
  },
  (t) => [index('remote_registry_history_name_idx').on(t.name, t.id)],
);
