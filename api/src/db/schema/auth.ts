import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
