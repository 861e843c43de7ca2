import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscribers } from './accounts.js';

/**
 * The signup experiment (Reading A wizard vs Reading B single form). One row per browser
 * that the split assigned; the row is marked when that browser creates an account.
 */
export const signupExperimentVisitors = pgTable(
  'signup_experiment_visitors',
  {
    /** A random id kept in the visitor's cookie; no personal data. */
    visitorId: text('visitor_id').primaryKey(),
    variant: text('variant', { enum: ['wizard', 'single'] }).notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    subscriberId: uuid('subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
  },
  (t) => [index('signup_experiment_visitors_variant_idx').on(t.variant)],
);
