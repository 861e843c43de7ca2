import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/** Front-end failures reported by the shell (a remote that would not load, a render error). */
export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  remote: text('remote'),
  route: text('route').notNull(),
  message: text('message').notNull(),
  detail: text('detail'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every API process (rate limits on anything guessable). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sessions for every kind of user. Only a SHA-256 of the cookie's token is stored,
 * so a database leak does not hand out sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['subscriber', 'affiliate', 'operator'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_subject_idx').on(t.kind, t.subjectId)],
);

/** One-time sign-in links (operators on first start, subscribers by email). */
export const signInTokens = pgTable('sign_in_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind', { enum: ['subscriber', 'affiliate', 'operator'] }).notNull(),
  subjectId: text('subject_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
