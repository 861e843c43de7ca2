import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { callMemories, calls, type CallFlag, type KeptPrivatePart, type TranscriptLine } from '../../db/schema/index.js';
import { keptForFamily } from '../pipeline/understanding/her-say.js';
import { enqueueNotification } from '../../notifications/events.js';
import type { CallPlan } from '../pipeline/conversation/call-plan.js';
import { addOpenThread, emptyUpdate, loadProfile, mergeProfile, saveProfile, withNotes } from '../pipeline/memory/index.js';
import type { BrainSession } from '../pipeline/ports/brain.js';
import { pauseSchedule } from '../scheduling/schedule-actions.js';
import { keepRecordingConsent } from '../../families/her-settings.js';
import { followUpAfterAlert } from './after-alert.js';
import { transitionCall, type CallRow } from './state-machine.js';

// What a conversation sets off: its findings while it runs, and how it ended once it is over
// (the call's last state, what she told kept for the next call).

/**
 * A finding on a live call, logged on it: distress tells the family at once; a confirmed
 * opt-out pauses the schedule and tells them; a note waits for the family's summary; her
 * consent is kept beside the family's.
 */
export async function raiseFlag(deps: AppDeps, call: CallRow, flag: CallFlag) {
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(calls)
      .set({ flags: sql`${calls.flags} || ${JSON.stringify([flag])}::jsonb`, updatedAt: deps.now() })
      .where(eq(calls.id, call.id));
    if (call.origin === 'test') return;
    // An unclear answer is neither: nothing of her voice is kept from this call, nothing is said of her
    // wish, and the next call asks again (the journeys of 2026-11-27: "preferred not to be recorded", never said).
    if (flag.kind === 'recording-consent') {
      if (flag.category !== 'unclear') await keepRecordingConsent(tx, call.recipientId, flag.category === 'given' ? 'yes' : 'no', deps.now());
    } else if (flag.kind === 'distress') {
      await enqueueNotification(tx, { type: 'distress-alert', callId: call.id, utterance: flag.utterance, category: flag.category });
      // The next call asks kindly how she is after this.
      await addOpenThread(tx, call.recipientId, followUpAfterAlert(flag), deps.now());
    } else if (flag.kind === 'opt-out') {
      await pauseSchedule(tx, call.recipientId, deps.now(), { reason: 'opt-out' });
      await enqueueNotification(tx, { type: 'opt-out', callId: call.id, utterance: flag.utterance });
    }
  });
  if (flag.kind === 'distress') deps.logger.warn({ callId: call.id, category: flag.category }, 'distress detected: family alerted');
  else if (flag.kind === 'opt-out') deps.logger.warn({ callId: call.id }, 'recipient opted out: schedule paused');
  else deps.logger.info({ callId: call.id, kind: flag.kind, category: flag.category }, 'noted on the call');
}

export async function finishCall(deps: AppDeps, call: CallRow, plan: CallPlan, transcript: TranscriptLine[], session: BrainSession, reason: string, keptPrivate?: KeptPrivatePart[]) {
  const db = deps.database.db;
  // The whole transcript in time order (lines were appended as they were said), with the parts she kept private.
  await db.update(calls).set(keptPrivate ? { transcript, keptPrivate } : { transcript }).where(eq(calls.id, call.id));
  if (reason === 'voicemail') {
    // Nobody to remember: a machine's greeting is not her words.
    await transitionCall(db, call.id, 'voicemail', { at: deps.now(), note: 'answering machine: message left after the beep', patch: { answeredBy: 'machine' } });
    return;
  }
  if (reason === 'not-recognised') {
    // Whoever rang from her number was not recognised: nothing they said is kept as hers, nothing told.
    await transitionCall(db, call.id, 'failed', { at: deps.now(), note: 'caller not recognised', patch: { failureReason: 'caller not recognised' } });
    deps.logger.warn({ callId: call.id }, 'call-back from her number, caller ID not attested and the caller not recognised');
    return;
  }
  const spoke = transcript.some((l) => l.speaker === 'recipient');
  // A stream that dropped before she said a word is a failed call (answered: no retry), not her hanging up.
  const failure = reason === 'error' ? 'conversation error' : reason === 'dropped' && !spoke ? 'call dropped' : null;
  await transitionCall(db, call.id, failure ? 'failed' : 'completed', {
    at: deps.now(),
    note: reason === 'dropped' ? 'dropped: the media stream did not come back' : reason,
    ...(failure ? { patch: { failureReason: failure } } : {}),
  });
  if (call.origin === 'test' || !transcript.some((l) => l.speaker === 'recipient')) return;
  try {
    // What she kept private is not remembered: no summary, fact, profile note or thread is made of it (decision 155).
    const parts = keptPrivate ?? call.keptPrivate ?? [];
    const notes = await deps.providers.brain.remember(plan, keptForFamily(transcript, parts));
    // The model's own notes during the call carry no time: with a part kept private, only what the transcript without it gives is kept.
    const modelNotes = parts.length ? [] : (session.notes ?? []);
    const rows = [
      ...(notes.summary ? [{ kind: 'summary' as const, text: notes.summary }] : []),
      ...notes.facts.map((text) => ({ kind: 'fact' as const, text })),
      ...session.askedQuestions.map((text) => ({ kind: 'question' as const, text })),
    ];
    await db.transaction(async (tx) => {
      if (rows.length) await tx.insert(callMemories).values(rows.map((r) => ({ ...r, recipientId: call.recipientId, callId: call.id })));
      // Her profile grows with what she told; the threads this call asked about are closed.
      const { profile } = await loadProfile(tx, call.recipientId);
      await saveProfile(tx, call.recipientId, mergeProfile(profile, withNotes(notes.profile ?? emptyUpdate(), modelNotes, deps.now()), session.threadsAsked ?? []), 'call', deps.now());
    });
  } catch (err) {
    deps.logger.error({ err, callId: call.id }, 'remembering the call failed');
  }
}

