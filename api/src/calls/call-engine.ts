import { hintsFor } from './listening/hints.js';
import { joiningLine, onAlertCallEvent, roomFor } from './alert-calls.js';
import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { callMemories, calls, recipients, schedules, subscribers, type CallFlag, type TranscriptLine } from '../db/schema/index.js';
import { maskPhone } from '../lib/logger.js';
import { jurisdictionOf } from '../lib/phone.js';
import { enqueueNotification } from '../notifications/index.js';
import { keepRhythm } from '../families/index.js';
import type { ProviderCallStatus, Telephony } from '../providers/telephony/port.js';
import { isAllowedAt, nextAllowedTime, windowOf } from './calling-hours.js';
import { callBackOpening } from './call-backs.js';
import { claimStuckCalls } from './claims.js';
import { buildCallPlan, describeNextCall, type CallPlan, type Memory } from './conversation/call-plan.js';
import { addOpenThread, emptyUpdate, loadProfile, mergeProfile, saveProfile, withNotes } from './memory/index.js';
import { followUpAfterAlert } from './after-alert.js';
import type { BrainSession } from '../providers/brain/port.js';
import type { CallChannel } from './conversation/channel.js';
import { Conversation, type ConversationTiming } from './conversation/engine.js';
import { entitlementOf } from './entitlement.js';
import { currentSubscription } from '../payments/index.js';
import { EMAIL_NOT_CONFIRMED, pauseSchedule } from './schedule-actions.js';
import { transitionCall, type CallRow } from './state-machine.js';

/**
 * Glue between the database, the providers and live conversations, one per process.
 * The dialer hands it claimed calls; provider events (Twilio webhooks or the simulated
 * phone) come back into `applyProviderStatus`; an answered call's media channel comes to
 * `startConversation`. Every path ends in `transitionCall`, so they can arrive in any order.
 */
export const VOICEMAIL_MESSAGE = (name: string, subscriber: string) =>
  `Hello ${name}, this is Fondly, the AI companion calling on behalf of ${subscriber}. Sorry I missed you. I'll try you again another day. Take care!`;

/** Pauses of hers kept from call to call. */
const RHYTHM_KEPT = 20;

export interface CallEngineOptions {
  timing?: Partial<ConversationTiming>;
  /** Observes each conversation (tests and benchmarks). */
  onConversation?: (callId: string, conversation: Conversation) => void;
}

const engines = new WeakMap<Telephony, CallEngine>();

/** The engine for this process's telephony adapter (created and connected on first use). */
export function getCallEngine(deps: AppDeps, opts: CallEngineOptions = {}): CallEngine {
  let engine = engines.get(deps.providers.telephony);
  if (!engine) {
    engine = new CallEngine(deps, opts);
    engines.set(deps.providers.telephony, engine);
  }
  return engine;
}

/**
 * SIGTERM (docs/decisions/075-resilient-calls.md): the process has stopped claiming calls;
 * live calls finish, then memory and transcripts are written. Nothing to do in a process
 * that never ran the call engine.
 */
export async function drainCalls(deps: AppDeps, graceMs = deps.config.calls.shutdownGraceMs) {
  const engine = engines.get(deps.providers.telephony);
  if (!engine) return { finished: 0, wrappedUp: 0 };
  return engine.shutdown(graceMs);
}

/** Proof that a media stream belongs to a call we placed (Twilio passes it back as a stream parameter). */
export function mediaTokenFor(deps: AppDeps, callId: string): string {
  const key = deps.config.twilio?.authToken ?? deps.config.operatorToken ?? 'fondly-local-media';
  return createHmac('sha256', key).update(`media:${callId}`).digest('base64url');
}

export class CallEngine {
  readonly live = new Map<string, Conversation>();
  /** Calls this process placed that have not been answered or ended yet. */
  readonly ringing = new Set<string>();
  /** Shutting down: no new calls are placed (the dialer has stopped claiming). */
  draining = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly opts: CallEngineOptions,
  ) {
    deps.providers.telephony.setHandlers({
      onStatus: async (callId, status, extra) => {
        await this.applyProviderStatus(callId, status, extra);
      },
      onConnected: (callId, channel) => this.startConversation(callId, channel),
      onAlertCall: (alertCallId, event) => onAlertCallEvent(this.deps, alertCallId, event, (row) => this.familyJoins(row)),
    });
    // The first words must play within 2 s of the answer: the voice gets ready now (at
    // start in the dialer's process, at the first webhook in an API process), not then.
    deps.providers.voice.warm?.().catch((err) => deps.logger.warn({ err }, 'the voice could not be warmed; the first call may start slowly'));
  }

  private get db() {
    return this.deps.database.db;
  }

  /**
   * Places a claimed call (state dialing). Last checks first: the schedule may have been
   * paused, the plan may have lapsed, or the claim may come late (a backlog) and fall
   * outside calling hours, in which case the call moves to the next allowed time.
   */
  async dial(call: CallRow, opts: { announcement?: string } = {}): Promise<CallRow | null> {
    const now = this.deps.now();
    const [target] = await this.db
      .select({ recipient: recipients, schedule: schedules, emailConfirmedAt: subscribers.emailConfirmedAt })
      .from(recipients)
      .innerJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
      .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
      .where(eq(recipients.id, call.recipientId));
    if (!target) return transitionCall(this.db, call.id, 'canceled', { at: now, patch: { cancelReason: 'recipient removed' } });
    if (call.origin !== 'test') {
      const { recipient, schedule } = target;
      if (schedule?.pausedAt) return transitionCall(this.db, call.id, 'canceled', { at: now, note: 'schedule paused', patch: { cancelReason: 'paused' } });
      // Nobody is rung without the family's word that they agreed to these calls, whatever made the row.
      if (!recipient.consentAt) return transitionCall(this.db, call.id, 'canceled', { at: now, note: 'no consent on record', patch: { cancelReason: 'no-consent' } });
      // ... and that word counts only from someone who proved the account's email is theirs (decision 105).
      if (!target.emailConfirmedAt) {
        return transitionCall(this.db, call.id, 'canceled', { at: now, note: "the family's email is not confirmed", patch: { cancelReason: EMAIL_NOT_CONFIRMED } });
      }
      const ent = entitlementOf(await currentSubscription(this.db, recipient.subscriberId), recipient.createdAt, now);
      if (!ent || (ent.untilMs !== null && ent.untilMs <= now.getTime())) {
        return transitionCall(this.db, call.id, 'canceled', { at: now, note: 'plan not active', patch: { cancelReason: 'not-entitled' } });
      }
      const zone = schedule?.timeZone ?? 'America/New_York';
      const jurisdiction = jurisdictionOf(recipient.phone);
      if (!isAllowedAt(now.getTime(), zone, jurisdiction, null)) {
        const next = nextAllowedTime(now.getTime(), zone, jurisdiction, schedule ? windowOf(schedule) : null) ?? nextAllowedTime(now.getTime(), zone, jurisdiction, null);
        if (next === null) return transitionCall(this.db, call.id, 'canceled', { at: now, patch: { cancelReason: 'outside calling hours' } });
        return transitionCall(this.db, call.id, 'scheduled', { at: now, note: 'outside calling hours: moved', patch: { dueAt: new Date(next) } });
      }
    }
    if (this.draining) {
      // Claimed just as the process began to stop: back to the queue for another process.
      return transitionCall(this.db, call.id, 'scheduled', { at: now, note: 'process shutting down: handed back' });
    }
    try {
      this.ringing.add(call.id);
      const { providerCallId } = await this.deps.providers.telephony.placeCall({
        callId: call.id,
        to: target.recipient.phone,
        recipientName: target.recipient.name,
        publicUrl: this.deps.config.publicUrl,
        mediaToken: mediaTokenFor(this.deps, call.id),
        announcement: opts.announcement,
      });
      const [row] = await this.db
        .update(calls)
        .set({ providerCallId, providerStatus: 'queued', updatedAt: this.deps.now() })
        .where(eq(calls.id, call.id))
        .returning();
      this.deps.logger.info({ callId: call.id, to: maskPhone(target.recipient.phone), providerCallId }, 'call placed');
      return row ?? null;
    } catch (err) {
      this.ringing.delete(call.id);
      this.deps.logger.error({ err, callId: call.id }, 'placing the call failed');
      const reason = err instanceof Error ? err.message.slice(0, 500) : 'provider error';
      return transitionCall(this.db, call.id, 'failed', { at: this.deps.now(), note: 'dial failed', patch: { failureReason: reason } });
    }
  }

  /** A provider's status for one of our calls (Twilio callback or the simulated phone). Idempotent. */
  async applyProviderStatus(callId: string, status: ProviderCallStatus, extra: { answeredBy?: string | null; durationSeconds?: number | null } = {}) {
    const at = this.deps.now();
    if (!['queued', 'initiated', 'ringing'].includes(status)) this.ringing.delete(callId);
    await this.db.update(calls).set({ providerStatus: status }).where(eq(calls.id, callId));
    const machine = extra.answeredBy ? extra.answeredBy.startsWith('machine') || extra.answeredBy === 'fax' : false;
    const patch = { ...(extra.answeredBy ? { answeredBy: machine ? 'machine' : 'human' } : {}) };
    switch (status) {
      case 'ringing':
        return transitionCall(this.db, callId, 'ringing', { at, patch });
      case 'in-progress':
        if (machine) return this.machineAnswered(callId);
        return transitionCall(this.db, callId, 'in_progress', { at, patch: extra.answeredBy ? { answeredBy: machine ? 'machine' : 'human' } : {} });
      case 'completed': {
        const duration = extra.durationSeconds ?? undefined;
        const conversation = this.live.get(callId);
        if (conversation) {
          // The conversation running here knows how the call ended (hung up, voicemail left):
          // it records that, and Twilio's duration is added after.
          conversation.stop('recipient-hung-up');
          if (duration !== undefined) {
            void conversation.done
              .then(() => this.db.update(calls).set({ durationSeconds: duration }).where(eq(calls.id, callId)))
              .catch((err) => this.deps.logger.warn({ err, callId }, 'recording the duration failed'));
          }
          return null;
        }
        return transitionCall(this.db, callId, machine ? 'voicemail' : 'completed', { at, note: 'provider: completed', patch: { ...patch, ...(duration !== undefined ? { durationSeconds: duration } : {}) } });
      }
      case 'busy':
        return transitionCall(this.db, callId, 'busy', { at, patch });
      case 'no-answer':
        return transitionCall(this.db, callId, 'no_answer', { at, patch });
      case 'failed':
        return transitionCall(this.db, callId, 'failed', { at, patch: { ...patch, failureReason: 'provider reported failure' } });
      case 'canceled':
        return transitionCall(this.db, callId, 'canceled', { at, patch: { ...patch, cancelReason: 'provider canceled' } });
      default:
        return null;
    }
  }

  /**
   * Answering-machine detection said "machine" (Twilio's DetectMessageEnd reports it after
   * the beep). Once she has really talked with the companion the verdict is wrong and is
   * ignored. Otherwise the conversation running here leaves the message over the open
   * stream and hangs up; with no stream here, Twilio is told to say it.
   */
  async machineAnswered(callId: string) {
    const conversation = this.live.get(callId);
    if (!conversation) return this.leaveVoicemail(callId);
    if (conversation.hadExchange) {
      this.deps.logger.info({ callId }, 'answering-machine verdict ignored: a real conversation is under way');
      const [row] = await this.db.update(calls).set({ answeredBy: 'human' }).where(eq(calls.id, callId)).returning();
      return row ?? null;
    }
    // The message takes a while to say: the webhook is answered now, the call ends by itself.
    conversation.leaveVoicemail();
    return null;
  }

  /**
   * A media stream ended. Twilio's status callback normally says whether the call did too;
   * a call-back has none, so the provider is asked (a few times, as it settles): a call that
   * ended was hung up by her, not dropped.
   */
  async streamEnded(callId: string, providerCallId: string) {
    for (const waitMs of [0, 1000, 3000]) {
      await new Promise((r) => setTimeout(r, waitMs));
      const conversation = this.live.get(callId);
      if (!conversation?.waitingForStream) return;
      const record = await this.deps.providers.telephony.fetchCall(providerCallId).catch(() => null);
      if (record && ['completed', 'busy', 'no-answer', 'failed', 'canceled'].includes(record.status)) {
        await this.applyProviderStatus(callId, record.status, { durationSeconds: record.durationSeconds });
        return;
      }
    }
  }

  /** Answering machine with no live stream: Twilio says the short, warm message; no retry that day. */
  async leaveVoicemail(callId: string) {
    const [row] = await this.db
      .select({ call: calls, name: recipients.name, subscriber: subscribers.name })
      .from(calls)
      .innerJoin(recipients, eq(recipients.id, calls.recipientId))
      .innerJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
      .where(eq(calls.id, callId));
    if (!row) return null;
    const updated = await transitionCall(this.db, callId, 'voicemail', { at: this.deps.now(), note: 'answering machine: message left', patch: { answeredBy: 'machine' } });
    if (updated && row.call.providerCallId) {
      await this.deps.providers.telephony.leaveVoicemail(row.call.providerCallId, VOICEMAIL_MESSAGE(row.name, row.subscriber)).catch((err) => {
        this.deps.logger.error({ err, callId }, 'leaving the voicemail failed');
      });
    }
    return updated;
  }

  /** Builds the call's plan from the schedule, the family's choices and what earlier calls taught. */
  async planFor(callId: string): Promise<{ plan: CallPlan; call: CallRow; pausesMs: number[] } | null> {
    const [row] = await this.db
      .select({ call: calls, recipient: recipients, subscriber: subscribers, schedule: schedules })
      .from(calls)
      .innerJoin(recipients, eq(recipients.id, calls.recipientId))
      .innerJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
      .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
      .where(eq(calls.id, callId));
    if (!row) return null;
    const now = this.deps.now();
    const memories = await this.db
      .select()
      .from(callMemories)
      .where(eq(callMemories.recipientId, row.recipient.id))
      .orderBy(desc(callMemories.createdAt))
      .limit(300);
    const { profile } = await loadProfile(this.db, row.recipient.id);
    const memory: Memory = {
      summaries: memories.filter((m) => m.kind === 'summary').map((m) => m.text),
      askedQuestions: memories.filter((m) => m.kind === 'question').map((m) => m.text),
      profile,
    };
    const [next] = await this.db
      .select({ dueAt: calls.dueAt })
      .from(calls)
      .where(and(eq(calls.recipientId, row.recipient.id), eq(calls.state, 'scheduled'), gt(calls.dueAt, now)))
      .orderBy(asc(calls.dueAt))
      .limit(1);
    const [{ n }] = (await this.db.select({ n: sql<number>`count(*)::int` }).from(calls).where(and(eq(calls.recipientId, row.recipient.id), eq(calls.state, 'completed')))) as [{ n: number }];
    const isTest = row.call.origin === 'test';
    const plan = buildCallPlan({
      callId,
      recipientName: row.recipient.name,
      subscriberName: isTest ? 'the Fondly team' : row.subscriber.name.split(/\s+/)[0]!,
      agentType: row.recipient.agentType,
      voice: row.recipient.voice,
      timeZone: row.schedule?.timeZone ?? 'America/New_York',
      topics: row.recipient.topics,
      specialInstructions: row.recipient.specialInstructions,
      memory,
      nextCallLine: isTest ? 'Thank you for testing Fondly.' : describeNextCall(next?.dueAt ?? null, row.schedule?.timeZone ?? 'America/New_York', now),
      callNumber: n,
    });
    // A test call is short: the check-in and one topic question.
    if (isTest) plan.targetMinutes = 0;
    // Her own agreement is asked on her first real call (the family's consent is already on record).
    plan.askConsent = !isTest && n === 0 && !(await this.herConsentOnRecord(row.recipient.id));
    // She rang us: the companion answers her, it does not introduce a call.
    if (row.call.origin === 'inbound') plan.opening = callBackOpening(row.recipient.name);
    return { plan, call: row.call, pausesMs: row.recipient.pausesMs };
  }

  /** She said yes on an earlier call (a consent flag on one of her calls). */
  private async herConsentOnRecord(recipientId: string): Promise<boolean> {
    const [hit] = await this.db
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.recipientId, recipientId), sql`${calls.flags} @> '[{"kind":"consent"}]'::jsonb`))
      .limit(1);
    return !!hit;
  }

  /**
   * The recipient answered: run the conversation over this channel. A second stream for a
   * call whose conversation runs here (the first one dropped) resumes that conversation; a
   * stream for a call under way whose conversation ran elsewhere (a restart, a hand-over)
   * carries it on from the saved transcript.
   */
  async startConversation(callId: string, channel: CallChannel) {
    this.ringing.delete(callId);
    const running = this.live.get(callId);
    if (running) {
      if (running.resume(channel)) {
        this.deps.logger.info({ callId }, 'media stream came back: conversation resumed');
        return;
      }
      await running.done;
    }
    const planned = await this.planFor(callId);
    if (!planned || !['dialing', 'ringing', 'in_progress'].includes(planned.call.state)) {
      await channel.hangup();
      return;
    }
    const { plan, call } = planned;
    if (channel.rhythm) channel.rhythm.seed(planned.pausesMs);
    channel.setHints?.(hintsFor(plan));
    const carriedOn = call.state === 'in_progress' && call.transcript.length > 0 && call.answeredAt ? { transcript: call.transcript, answeredAt: call.answeredAt.getTime() } : undefined;
    if (!carriedOn) await transitionCall(this.db, callId, 'in_progress', { at: this.deps.now() });
    else this.deps.logger.info({ callId }, 'carrying on a call begun in another process');
    const log = this.deps.logger.child({ callId });
    const conversation = new Conversation({
      plan,
      voicemailMessage: VOICEMAIL_MESSAGE(plan.recipientName, plan.subscriberName),
      resumeFrom: carriedOn,
      brain: this.deps.providers.brain,
      voice: this.deps.providers.voice,
      channel,
      timing: { resumeMs: this.deps.config.calls.streamResumeMs, ...this.opts.timing },
      onError: (err) => log.error({ err }, 'conversation error'),
      hooks: {
        onLine: async (line) => {
          await this.db
            .update(calls)
            .set({ transcript: sql`${calls.transcript} || ${JSON.stringify([line])}::jsonb` })
            .where(eq(calls.id, callId));
        },
        onFlag: (flag) => this.raiseFlag(call, flag),
        onEnd: async ({ reason, transcript, session }) => {
          log.info({ reason, lines: transcript.length }, 'conversation ended');
          try {
            // Her rhythm is kept for the next call: the latest pauses she went on from.
            if (channel.rhythm) {
              const pausesMs = channel.rhythm.pausesMs().slice(-RHYTHM_KEPT);
              await keepRhythm(this.db, call.recipientId, pausesMs);
            }
            await this.finishCall(call, plan, transcript, session, reason);
          } finally {
            this.live.delete(callId);
          }
        },
      },
    });
    this.live.set(callId, conversation);
    this.opts.onConversation?.(callId, conversation);
    conversation.start();
  }

  /**
   * A family member pressed 1 on an alert call: the companion (if her conversation runs in
   * this process) says who is joining and leaves; then both calls are put in one room.
   */
  async familyJoins(row: { callId: string; memberName: string; providerCallId: string | null }) {
    const [call] = await this.db.select({ providerCallId: calls.providerCallId }).from(calls).where(eq(calls.id, row.callId));
    const planned = await this.planFor(row.callId);
    const conversation = this.live.get(row.callId);
    if (conversation && planned) await conversation.familyJoins(joiningLine(row.memberName, planned.plan.recipientName));
    if (call?.providerCallId && row.providerCallId) await this.deps.providers.telephony.joinCall(call.providerCallId, row.providerCallId, roomFor(row.callId));
  }

  /**
   * Stops this process's part in calls: no more dialing; calls ringing or under way go on
   * up to `graceMs`; whatever is still live then gets a warm goodbye; resolves once every
   * conversation has ended and written its transcript and memory.
   */
  async shutdown(graceMs: number): Promise<{ finished: number; wrappedUp: number }> {
    this.draining = true;
    const live = new Set(this.live.keys());
    const deadline = Date.now() + graceMs;
    // A simulated phone rings inside this process; a Twilio call's webhooks reach any process.
    const ringingHere = () => (this.deps.providers.telephony.kind === 'local' ? this.ringing.size : 0);
    while ((this.live.size > 0 || ringingHere() > 0) && Date.now() < deadline) {
      for (const id of this.live.keys()) live.add(id);
      await new Promise((r) => setTimeout(r, 100));
    }
    const left = [...this.live.values()];
    if (left.length) this.deps.logger.warn({ calls: left.length }, 'shutting down: saying goodbye on the calls still live');
    for (const conversation of left) conversation.wrapUp();
    await Promise.all(left.map((c) => c.done));
    return { finished: live.size - left.length, wrappedUp: left.length };
  }

  /**
   * A finding on a live call, logged on it: distress tells the family at once; a confirmed
   * opt-out pauses the schedule and tells them; a note waits for the family's summary; her
   * consent is kept beside the family's.
   */
  private async raiseFlag(call: CallRow, flag: CallFlag) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(calls)
        .set({ flags: sql`${calls.flags} || ${JSON.stringify([flag])}::jsonb`, updatedAt: this.deps.now() })
        .where(eq(calls.id, call.id));
      if (call.origin === 'test') return;
      if (flag.kind === 'distress') {
        await enqueueNotification(tx, { type: 'distress-alert', callId: call.id, utterance: flag.utterance, category: flag.category });
        // The next call asks kindly how she is after this.
        await addOpenThread(tx, call.recipientId, followUpAfterAlert(flag), this.deps.now());
      } else if (flag.kind === 'opt-out') {
        await pauseSchedule(tx, call.recipientId, this.deps.now(), { reason: 'opt-out' });
        await enqueueNotification(tx, { type: 'opt-out', callId: call.id, utterance: flag.utterance });
      }
    });
    if (flag.kind === 'distress') this.deps.logger.warn({ callId: call.id, category: flag.category }, 'distress detected: family alerted');
    else if (flag.kind === 'opt-out') this.deps.logger.warn({ callId: call.id }, 'recipient opted out: schedule paused');
    else this.deps.logger.info({ callId: call.id, kind: flag.kind, category: flag.category }, 'noted on the call');
  }

  private async finishCall(call: CallRow, plan: CallPlan, transcript: TranscriptLine[], session: BrainSession, reason: string) {
    // The whole transcript in time order (lines were appended as they were said).
    await this.db.update(calls).set({ transcript }).where(eq(calls.id, call.id));
    if (reason === 'voicemail') {
      // Nobody to remember: a machine's greeting is not her words.
      await transitionCall(this.db, call.id, 'voicemail', { at: this.deps.now(), note: 'answering machine: message left after the beep', patch: { answeredBy: 'machine' } });
      return;
    }
    const spoke = transcript.some((l) => l.speaker === 'recipient');
    // A stream that dropped before she said a word is a failed call (answered: no retry), not her hanging up.
    const failure = reason === 'error' ? 'conversation error' : reason === 'dropped' && !spoke ? 'call dropped' : null;
    await transitionCall(this.db, call.id, failure ? 'failed' : 'completed', {
      at: this.deps.now(),
      note: reason === 'dropped' ? 'dropped: the media stream did not come back' : reason,
      ...(failure ? { patch: { failureReason: failure } } : {}),
    });
    if (call.origin === 'test' || !transcript.some((l) => l.speaker === 'recipient')) return;
    try {
      const notes = await this.deps.providers.brain.remember(plan, transcript);
      const rows = [
        ...(notes.summary ? [{ kind: 'summary' as const, text: notes.summary }] : []),
        ...notes.facts.map((text) => ({ kind: 'fact' as const, text })),
        ...session.askedQuestions.map((text) => ({ kind: 'question' as const, text })),
      ];
      await this.db.transaction(async (tx) => {
        if (rows.length) await tx.insert(callMemories).values(rows.map((r) => ({ ...r, recipientId: call.recipientId, callId: call.id })));
        // Her profile grows with what she told; the threads this call asked about are closed.
        const { profile } = await loadProfile(tx, call.recipientId);
        await saveProfile(tx, call.recipientId, mergeProfile(profile, withNotes(notes.profile ?? emptyUpdate(), session.notes ?? [], this.deps.now()), session.threadsAsked ?? []), 'call', this.deps.now());
      });
    } catch (err) {
      this.deps.logger.error({ err, callId: call.id }, 'remembering the call failed');
    }
  }

  /**
   * Calls stuck in dialing, ringing or in progress past their deadline (a worker died, an
   * event was lost): the provider's own record decides how they ended.
   */
  async reconcileStuckCalls(workerId: string, limit = 50): Promise<number> {
    const now = this.deps.now();
    const stuck = await claimStuckCalls(this.db, workerId, now, limit);
    for (const call of stuck) {
      // A conversation this process still runs is not stuck, just long: the cap ends it.
      if (this.live.has(call.id)) continue;
      const record = call.providerCallId ? await this.deps.providers.telephony.fetchCall(call.providerCallId).catch(() => null) : null;
      const at = this.deps.now();
      const note = 'reconciled with provider';
      if (!record) {
        // The provider never heard of it, or forgot: it cannot be live.
        const hadConversation = call.transcript.some((l) => l.speaker === 'recipient');
        await transitionCall(this.db, call.id, hadConversation ? 'completed' : 'failed', {
          at,
          note: 'reconciled: no provider record',
          ...(hadConversation ? {} : { patch: { failureReason: 'call lost (no provider record)' } }),
        });
        continue;
      }
      const answeredMachine = record.answeredBy?.startsWith('machine') ?? false;
      switch (record.status) {
        case 'completed':
          await transitionCall(this.db, call.id, answeredMachine ? 'voicemail' : 'completed', { at, note, patch: { durationSeconds: record.durationSeconds ?? 0 } });
          break;
        case 'busy':
          await transitionCall(this.db, call.id, 'busy', { at, note });
          break;
        case 'no-answer':
          await transitionCall(this.db, call.id, 'no_answer', { at, note });
          break;
        case 'failed':
        case 'canceled':
          await transitionCall(this.db, call.id, 'failed', { at, note, patch: { failureReason: `provider: ${record.status}` } });
          break;
        default: {
          // Still live at the provider but nobody here runs it: hang up rather than leave someone on a dead line.
          const answered = call.answeredAt !== null;
          if (!answered && at.getTime() - (call.dialedAt?.getTime() ?? at.getTime()) < 5 * 60_000) {
            await this.db.update(calls).set({ deadlineAt: new Date(at.getTime() + 60_000) }).where(eq(calls.id, call.id));
            break;
          }
          await this.deps.providers.telephony.hangup(call.providerCallId!).catch(() => undefined);
          await transitionCall(this.db, call.id, answered ? 'completed' : 'failed', {
            at,
            note: 'reconciled: hung up an orphaned call',
            ...(answered ? {} : { patch: { failureReason: 'orphaned call' } }),
          });
        }
      }
    }
    return stuck.length;
  }
}
