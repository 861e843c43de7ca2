import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { calls, recipientProfiles, recipients, schedules, stories } from '../db/schema/index.js';
import { calledBy } from '@fondly/contract/profile';
import { pronounFromRelationship } from './port.js';
import { newestPhotoOf, renderKeepsakePdf, saveCallStory, type MomentExtras } from '../keepsakes/index.js';
import { summarizeCall } from './summarize-call.js';
import { findCallWithRecipient } from '../calls/lifecycle/lookups.js';
import { keptForFamily } from '../calls/pipeline/understanding/her-say.js';
import { keepQuotedPassages, listenUrlFor, type VoiceOfCall } from '../recordings/index.js';

export type StoryRow = typeof stories.$inferSelect;

/** Shorter than this, a call is a hello and a hang-up, not a chat: nothing to make a Moment of. */
export const SHORTEST_CONVERSATION_SECONDS = 45;

/**
 * Whether a completed call is too short to be a conversation (a tester's 4-second hang-up became
 * "had a 1-minute chat... a quiet call", mailed to the family): she said nothing, or under 45 seconds
 * with hardly a word from her.
 */
export function tooShortForAMoment(call: { durationSeconds: number | null; transcript: ReadonlyArray<{ speaker: string; text?: string }> }): boolean {
  const hers = call.transcript.filter((l) => l.speaker === 'recipient');
  if (hers.length === 0) return true;
  // A few exchanges, or one turn with something in it ("My tomatoes are nearly ripe and my granddaughter visits on Sunday"), are a chat however quickly they went (a simulated call runs in seconds).
  const words = hers.reduce((n, l) => n + (l.text ?? '').split(/\s+/).filter(Boolean).length, 0);
  return hers.length < 3 && words < HER_FEWEST_WORDS && call.durationSeconds !== null && call.durationSeconds > 0 && call.durationSeconds < SHORTEST_CONVERSATION_SECONDS;
}
/** Fewer words of hers than this, in a short call, is a hello and a hang-up. */
const HER_FEWEST_WORDS = 12;

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
  // A hang-up is not a conversation: no Moment, so the latest Moment stays the real one (Call History still lists the call).
  if (tooShortForAMoment(call)) return null;
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
  // The family's newest photo of her goes on the Moment's page (issue 31); the passages of her
  // voice the quotes come from are cut now, and the page carries a QR code to them (or says she
  // preferred not to be recorded).
  const photo = kind === 'moment' ? await newestPhotoOf(db, deps.providers.files, recipient.id) : null;
  const voice = await voiceForKeepsake(deps, callId, recipient.id, summary.quotes);
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
  }, { photo, ...(await keepsakeVoice(deps, callId, voice)) });
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

/** The passages of her voice the Moment's quotes come from (cut and kept now); a failure costs the recording, never the Moment. */
async function voiceForKeepsake(deps: AppDeps, callId: string, recipientId: string, quotes: string[]): Promise<VoiceOfCall> {
  try {
    return await keepQuotedPassages(deps, callId, recipientId, quotes);
  } catch (err) {
    deps.logger.warn({ err, callId }, 'cutting her voice for the Moment failed; it goes without it');
    return { state: 'none' };
  }
}

/** What the keepsake prints of her voice: a QR code to the signed page (as long as the recording is kept), or that she preferred not to be recorded. */
export async function keepsakeVoice(deps: AppDeps, callId: string, voice: VoiceOfCall): Promise<Pick<MomentExtras, 'voiceUrl' | 'voiceDeclined'>> {
  if (voice.state === 'declined') return { voiceDeclined: true };
  if (voice.state !== 'kept') return {};
  const until = voice.passages.reduce((a, p) => (p.expiresAt < a ? p.expiresAt : a), voice.passages[0]!.expiresAt);
  return { voiceUrl: await listenUrlFor(deps, callId, { until }) };
}
