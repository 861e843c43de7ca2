import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recipients, subscribers } from './families.js';
import { calls } from './calls.js';

/** One of her turns inside a call's raw recording: its words and where it lies (ms from the file's start). */
export interface RecordedTurn {
  text: string;
  startMs: number;
  endMs: number;
}

/**
 * Her voice, kept with her consent (api/src/recordings, docs/recordings.md). Two kinds:
 * - `call`: her turns of one call, raw (8 kHz PCM), kept only from the hang-up until the
 *   Moment or story is made (its passages are cut from it, then it is deleted; the sweep
 *   deletes any left after a day);
 * - `passage`: the passage a Moment or story quotes, encoded for the web (MP3), kept until
 *   `expires_at` (RECORDING_RETENTION_DAYS) and played by the mail's link, the dashboard and the
 *   keepsake's QR code.
 * The bytes live in the file store the family's photos use (lib/file-store.ts) under `storage_key`.
 */
export const voiceClips = pgTable(
  'voice_clips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['call', 'passage'] }).notNull(),
    /** A call's raw recording: her turns in it. */
    turns: jsonb('turns').$type<RecordedTurn[]>(),
    /** A passage: the words of hers it carries (the Moment's quote) and that quote's place among the Moment's quotes. */
    quote: text('quote'),
    quoteIndex: integer('quote_index'),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    durationMs: integer('duration_ms').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('voice_clips_call_idx').on(t.callId), index('voice_clips_subscriber_idx').on(t.subscriberId), index('voice_clips_expires_idx').on(t.expiresAt)],
);

/** Secrets the service makes for itself when none is configured (the /listen links' key), shared by every process through the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
