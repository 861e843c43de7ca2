import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { calls, recipientProfiles, recipients, schedules, stories } from '../db/schema/index.js';
import { calledBy } from '@fondly/contract/profile';
import { pronounFromRelationship } from './port.js';
import { newestPhotoOf, renderKeepsakePdf, saveCallStory } from '../keepsakes/index.js';
import { summarizeCall } from './summarize-call.js';
import { findCallWithRecipient } from '../calls/lifecycle/lookups.js';
import { keptForFamily } from '../calls/pipeline/understanding/her-say.js';

export type StoryRow = typeof stories.$inferSelect;

/**
 * The Moment or story of a completed call, made once: summarised, rendered to its PDF and
 * stored. Two workers racing here both may do the work, but only one row is kept (unique
 * call_id), and both go on with that one.
 */
export async function ensureStoryForCall(deps: AppDeps, callId: string): Promise<StoryRow | null> {
  const db = deps.database.db;
  const existing = await db.select().from(stories).where(eq(stories.callId, callId));
  if (existing[0]) return existing[0];

  const row = await findCallWithRecipient(db, callId);
  if (!row) return null;
  const { call, recipient } = row;
  const [profile] = await db.select().from(recipientProfiles).where(eq(recipientProfiles.recipientId, recipient.id));
  const called = calledBy(recipient.name, profile?.profile.preferredName);
  const summary = await summarizeCall(
    deps.providers.summarizer,
    {
      kind: call.kind,
      recipientName: recipient.name,
      calledBy: called,
      pronoun: pronounFromRelationship(recipient.relationship),
      // What she kept private never reaches the summariser (decision 155).
      transcript: keptForFamily(call.transcript, call.keptPrivate),
      durationSeconds: call.durationSeconds,
    },
    deps.logger,
  );
  const kind = call.kind === 'stories' ? 'story' : 'moment';
  const occurredAt = call.endedAt ?? call.updatedAt;
  // The family's newest photo of her goes on the Moment's page (issue 31). The QR code to her
  // voice is drawn when a recording's link is passed as `voiceUrl` (none is made yet).
  const photo = kind === 'moment' ? await newestPhotoOf(db, deps.providers.files, recipient.id) : null;
  const pdf = await renderKeepsakePdf({
    kind,
    recipientName: recipient.name,
    calledBy: called,
    title: summary.title,
    body: summary.body,
    quotes: summary.quotes,
    wellness: summary.wellness,
    occurredAt,
    timeZone: row.timeZone,
  }, { photo, voiceUrl: null });
  return saveCallStory(db, {
      callId,
      recipientId: recipient.id,
      subscriberId: recipient.subscriberId,
      kind,
      title: summary.title,
      body: summary.body,
      quotes: summary.quotes,
      wellness: summary.wellness,
      source: summary.source,
      occurredAt,
      pdf,
  });
}
