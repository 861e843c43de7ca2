import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alertWords } from '../calls/lifecycle/after-alert.js';
import { KEPT_PRIVATE_WORDS, transcriptForFamily } from '../calls/pipeline/understanding/her-say.js';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import {
  callMemories,
  calls,
  recipientProfiles,
  familyMembers,
  recipients,
  schedules,
  signupExperimentVisitors,
  stories,
  subscribers,
  subscriptions,
  supportRequests,
} from '../db/schema/index.js';
import { AppError, unauthorized } from '../lib/errors.js';
import { enqueueNotification } from '../notifications/index.js';
import { endEverySession } from '../auth/index.js';
import { deletePhotoFiles, forgetPhotosOf, forgetStoriesOf } from '../keepsakes/index.js';
import { deleteRecordingFiles, recordingKeysOf } from '../recordings/index.js';
import { forgetMailOf } from '../mail/index.js';
import { forgetCheckoutDetailsOf } from '../payments/index.js';

/**
 * The privacy rights promised on /privacy: "download my data" and "delete my account".
 * Both act only on the signed-in subscriber's own rows.
 */

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** Everything Fondly holds about one family, as plain JSON (keepsake PDFs are re-downloadable, not embedded). */
export async function exportAccountData(db: DbOrTx, subscriberId: string, now: Date) {
  const [subscriber] = await db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.id, subscriberId), isNull(subscribers.deletedAt)));
  if (!subscriber) throw unauthorized();
  const recipientRows = await db.select().from(recipients).where(eq(recipients.subscriberId, subscriberId)).orderBy(asc(recipients.createdAt));
  const recipientIds = recipientRows.map((r) => r.id);
  const profileRows = recipientIds.length ? await db.select().from(recipientProfiles).where(inArray(recipientProfiles.recipientId, recipientIds)) : [];
  const [scheduleRows, callRows, memoryRows, storyRows, familyRows, subscriptionRows, supportRows] = await Promise.all([
    recipientIds.length ? db.select().from(schedules).where(inArray(schedules.recipientId, recipientIds)) : [],
    recipientIds.length ? db.select().from(calls).where(inArray(calls.recipientId, recipientIds)).orderBy(asc(calls.dueAt)) : [],
    recipientIds.length ? db.select().from(callMemories).where(inArray(callMemories.recipientId, recipientIds)).orderBy(asc(callMemories.createdAt)) : [],
    db
      .select({
        id: stories.id,
        callId: stories.callId,
        recipientId: stories.recipientId,
        kind: stories.kind,
        title: stories.title,
        body: stories.body,
        quotes: stories.quotes,
        wellness: stories.wellness,
        occurredAt: stories.occurredAt,
      })
      .from(stories)
      .where(eq(stories.subscriberId, subscriberId))
      .orderBy(asc(stories.occurredAt)),
    db.select().from(familyMembers).where(eq(familyMembers.subscriberId, subscriberId)).orderBy(asc(familyMembers.createdAt)),
    db.select().from(subscriptions).where(eq(subscriptions.subscriberId, subscriberId)).orderBy(asc(subscriptions.createdAt)),
    db.select().from(supportRequests).where(eq(supportRequests.subscriberId, subscriberId)).orderBy(asc(supportRequests.createdAt)),
  ]);

  return {
    exportedAt: now.toISOString(),
    about: 'Everything Fondly holds about your account. Keepsake PDFs can be downloaded again from the dashboard.',
    account: {
      name: subscriber.name,
      email: subscriber.email,
      createdAt: iso(subscriber.createdAt),
      signupForm: subscriber.signupVariant,
      referralCode: subscriber.referralCode,
    },
    subscriptions: subscriptionRows.map((s) => ({
      plan: s.plan,
      status: s.status,
      trialEnd: iso(s.trialEnd),
      currentPeriodStart: iso(s.currentPeriodStart),
      currentPeriodEnd: iso(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      canceledAt: iso(s.canceledAt),
      createdAt: iso(s.createdAt),
    })),
    familyMembers: familyRows.map((f) => ({
      name: f.name,
      email: f.email,
      isOwner: f.isOwner,
      receivesMoments: f.receivesMoments,
      receivesStories: f.receivesStories,
      receivesAlerts: f.receivesAlerts,
    })),
    recipients: recipientRows.map((r) => {
      const schedule = scheduleRows.find((s) => s.recipientId === r.id);
      return {
        id: r.id,
        name: r.name,
        phone: r.phone,
        relationship: r.relationship,
        voice: r.voice,
        companionType: r.agentType,
        topics: r.topics,
        specialInstructions: r.specialInstructions,
        consentConfirmedAt: iso(r.consentAt),
        schedule: schedule
          ? { cadence: schedule.cadence, window: schedule.window, timeZone: schedule.timeZone, pausedAt: iso(schedule.pausedAt), pauseReason: schedule.pauseReason }
          : null,
        calls: callRows
          .filter((c) => c.recipientId === r.id)
          .map((c) => ({
            id: c.id,
            state: c.state,
            kind: c.kind,
            dueAt: iso(c.dueAt),
            answeredAt: iso(c.answeredAt),
            endedAt: iso(c.endedAt),
            durationSeconds: c.durationSeconds,
            // What she kept private is hers: the export holds that a part was kept, never its words (decision 155).
            transcript: transcriptForFamily(c.transcript, c.keptPrivate),
            flags: c.flags.map((f) => ({ ...f, utterance: alertWords(f, c) ?? KEPT_PRIVATE_WORDS })),
          })),
        companionMemory: memoryRows.filter((m) => m.recipientId === r.id).map((m) => ({ kind: m.kind, text: m.text, createdAt: iso(m.createdAt) })),
        memoryProfile: profileRows.find((p) => p.recipientId === r.id)?.profile ?? null,
      };
    }),
    momentsAndStories: storyRows.map((s) => ({ ...s, occurredAt: iso(s.occurredAt) })),
    supportRequests: supportRows.map((s) => ({ subject: s.subject, message: s.message, status: s.status, createdAt: iso(s.createdAt) })),
  };
}

export const DELETE_CONFIRM_MISMATCH = 'That is not the email address of this account.';

/**
 * Deletes an account for good: calls stop (recipients and their planned calls, transcripts,
 * stories and memories go), family members, support requests, sessions and mails go, and
 * the subscriber row keeps no personal data (it stays for billing records). The paid
 * subscription is ended by `endBilling`, inside the same transaction. A confirmation
 * goes to the address the account had.
 */
export async function deleteAccount(
  deps: AppDeps,
  subscriberId: string,
  confirmEmail: string,
  endBilling: (tx: DbOrTx, subscriberId: string, now: Date) => Promise<void>,
) {
  const now = deps.now();
  let photoFiles: string[] = [];
  let recordings: string[] = [];
  await deps.database.db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select()
      .from(subscribers)
      .where(and(eq(subscribers.id, subscriberId), isNull(subscribers.deletedAt)))
      .for('update');
    if (!subscriber) throw unauthorized();
    if (subscriber.email !== confirmEmail) throw new AppError(400, 'validation_failed', DELETE_CONFIRM_MISMATCH, { confirmEmail: DELETE_CONFIRM_MISMATCH });

    await endBilling(tx, subscriberId, now);
    // Read before the recipients' rows cascade to their photos' rows.
    photoFiles = await forgetPhotosOf(tx, subscriberId);
    // Her recordings' rows go with her (cascade); their files once that is committed (docs/recordings.md).
    recordings = await recordingKeysOf(tx, subscriberId);
    // Recipients cascade to schedules, calls, stories and the companion's memory.
    await tx.delete(recipients).where(eq(recipients.subscriberId, subscriberId));
    await forgetStoriesOf(tx, subscriberId);
    await tx.delete(familyMembers).where(eq(familyMembers.subscriberId, subscriberId));
    await tx.delete(supportRequests).where(eq(supportRequests.subscriberId, subscriberId));
    await forgetMailOf(tx, subscriberId);
    await endEverySession(tx, 'subscriber', subscriberId);
    await tx.update(signupExperimentVisitors).set({ subscriberId: null }).where(eq(signupExperimentVisitors.subscriberId, subscriberId));
    await forgetCheckoutDetailsOf(tx, subscriberId);
    await tx
      .update(subscribers)
      .set({ name: 'Deleted account', email: `deleted-${subscriberId}@deleted.invalid`, referralCode: null, deletedAt: now })
      .where(eq(subscribers.id, subscriberId));
    await enqueueNotification(tx, { type: 'account-deleted', email: subscriber.email, name: subscriber.name });
  });
  // The photos' and recordings' files go once their rows are gone for good (a rolled-back deletion keeps both).
  await deleteRecordingFiles(deps, recordings).catch((err) => deps.logger.error({ err, subscriberId, files: recordings.length }, 'deleting the recordings of a deleted account failed'));
  await deletePhotoFiles(deps.providers.files, photoFiles);
}
