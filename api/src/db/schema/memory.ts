import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RecipientProfile } from '../../contract/profile.js';
import { recipients } from './accounts.js';

/**
 * The structured memory of one recipient (docs/decisions/071-memory-profile.md): people,
 * places, pets, health notes, likes and open threads, updated after each call and edited
 * by the family. One row per recipient, the whole profile as one validated document.
 */
export const recipientProfiles = pgTable('recipient_profiles', {
  recipientId: uuid('recipient_id')
    .primaryKey()
    .references(() => recipients.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<RecipientProfile>().notNull(),
  /** Who changed it last: a call or the family. */
  updatedBy: text('updated_by', { enum: ['call', 'family', 'alert'] }).notNull().default('call'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
