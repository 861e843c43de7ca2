import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { callMemories, calls, recipients, schedules, subscribers, type CallFlag, type TranscriptLine } from '../db/schema/index.js';
import { maskPhone } from '../lib/logger.js';
import { jurisdictionOf } from '../lib/phone.js';
import { enqueueNotification } from '../notifications/events.js';
import type { ProviderCallStatus, Telephony } from '../providers/telephony/port.js';
import { isAllowedAt, nextAllowedTime } from './calling-hours.js';
import { claimStuckCalls } from './claims.js';
import { buildCallPlan, describeNextCall, type CallPlan, type Memory } from './conversation/call-plan.js';
import type { CallChannel } from './conversation/channel.js';
import { Conversation, type ConversationTiming } from './conversation/engine.js';
import { entitlementOf } from './entitlement.js';
import { governingSubscription } from './planner.js';
import { pauseSchedule } from './schedule-actions.js';
import { transitionCall, type CallRow } from './state-machine.js';

/**
 * Glue between the database, the providers and live conversations, one per process.
 * The dialer hands it claimed calls; provider events (Twilio webhooks or the simulated
 * phone) come back into `applyProviderStatus`; an answered call's media channel comes to
 * `startConversation`. Every path ends in `transitionCall`, so they can arrive in any order.
 */
export const VOICEMAIL_MESSAGE = (name: string, subscriber: string) =>
  `Hello ${name}, this is Fondly, the AI companion calling on behalf of ${subscriber}. Sorry I missed you. I'll try you again another day. Take care!`;

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

/** Proof that a media stream belongs to a call we placed (Twilio passes it back as a stream parameter). */
export function mediaTokenFor(deps: AppDeps, callId: string): string {
  const key = deps.config.twilio?.authToken ?? deps.config.operatorToken ?? 'fondly-local-media';
  return createHmac('sha256', key).update(`media:${callId}`).digest('base64url');
}

export class CallEngine {
  readonly live = new Map<string, Conversation>();

  constructor(
    private readonly deps: AppDeps,
    private readonly opts: CallEngineOptions,
  ) {
    deps.providers.telephony.setHandlers({
      onStatus: async (callId, status, extra) => {
        await this.applyProviderStatus(callId, status, extra);
      },
      onConnected: (callId, channel) => this.startConversation(callId, channel),
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
      .select({ recipient: recipients, schedule: schedules })
      .from(recipients)
      .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
      .where(eq(recipients.id, call.recipientId));
    if (!target) return transitionCall(this.db, call.id, 'canceled', { at: now, patch: { cancelReason: 'recipient removed' } });
    if (call.origin !== 'test') {
      const { recipient, schedule } = target;
      if (schedule?.pausedAt) return transitionCall(this.db, call.id, 'canceled', { at: now, note: 'schedule paused', patch: { cancelReason: 'paused' } });
      // Nobody is rung without the family's word that they agreed to these calls, whatever made the row.
      if (!recipient.consentAt) return transitionCall(this.db, call.id, 'canceled', { at: now, note: 'no consent on record', patch: { cancelReason: 'no-consent' } });
      const ent = entitlementOf(await governingSubscription(this.db, recipient.subscriberId), recipient.createdAt, now);
      if (!ent || (ent.untilMs !== null && ent.untilMs <= now.getTime())) {
        return transitionCall(this.db, call.id, 'canceled', { at: now, note: 'plan not active', patch: { cancelReason: 'not-entitled' } });
      }
      const zone = schedule?.timeZone ?? 'America/New_York';
      const jurisdiction = jurisdictionOf(recipient.phone);
      if (!isAllowedAt(now.getTime(), zone, jurisdiction, null)) {
        const next = nextAllowedTime(now.getTime(), zone, jurisdiction, schedule?.window ?? null) ?? nextAllowedTime(now.getTime(), zone, jurisdiction, null);
        if (next === null) return transitionCall(this.db, call.id, 'canceled', { at: now, patch: { cancelReason: 'outside calling hours' } });
        return transitionCall(this.db, call.id, 'scheduled', { at: now, note: 'outside calling hours: moved', patch: { dueAt: new Date(next) } });
      }
    }
    try {
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
      this.deps.logger.error({ err, callId: call.id }, 'placing the call failed');
      const reason = err instanceof Error ? err.message.slice(0, 500) : 'provider error';
      return transitionCall(this.db, call.id, 'failed', { at: this.deps.now(), note: 'dial failed', patch: { failureReason: reason } });
    }
  }

  /** A provider's status for one of our calls (Twilio callback or the simulated phone). Idempotent. */
  async applyProviderStatus(callId: string, status: ProviderCallStatus, extra: { answeredBy?: string | null; durationSeconds?: number | null } = {}) {
    const at = this.deps.now();
    await this.db.update(calls).set({ providerStatus: status }).where(eq(calls.id, callId));
    const machine = extra.answeredBy ? extra.answeredBy.startsWith('machine') || extra.answeredBy === 'fax' : false;
    const patch = { ...(extra.answeredBy ? { answeredBy: machine ? 'machine' : 'human' } : {}) };
    switch (status) {
      case 'ringing':
        return transitionCall(this.db, callId, 'ringing', { at, patch });
      case 'in-progress':
        if (machine) return this.leaveVoicemail(callId);
        return transitionCall(this.db, callId, 'in_progress', { at, patch });
      case 'completed': {
        this.live.get(callId)?.stop('recipient-hung-up');
        const duration = extra.durationSeconds ?? undefined;
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

  /** Answering machine: a short, warm message and no retry that day. */
  async leaveVoicemail(callId: string) {
    const [row] = await this.db
      .select({ call: calls, name: recipients.name, subscriber: subscribers.name })
      .from(calls)
      .innerJoin(recipients, eq(recipients.id, calls.recipientId))
      .innerJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
      .where(eq(calls.id, callId));
    if (!row) return null;
    this.live.get(callId)?.stop('completed');
    const updated = await transitionCall(this.db, callId, 'voicemail', { at: this.deps.now(), note: 'answering machine: message left', patch: { answeredBy: 'machine' } });
    if (updated && row.call.providerCallId) {
      await this.deps.providers.telephony.leaveVoicemail(row.call.providerCallId, VOICEMAIL_MESSAGE(row.name, row.subscriber)).catch((err) => {
        this.deps.logger.error({ err, callId }, 'leaving the voicemail failed');
      });
    }
    return updated;
  }

  /** Builds the call's plan from the schedule, the family's choices and what earlier calls taught. */
  async planFor(callId: string): Promise<{ plan: CallPlan; call: CallRow } | null> {
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
    const memory: Memory = {
      facts: memories.filter((m) => m.kind === 'fact').map((m) => m.text),
      summaries: memories.filter((m) => m.kind === 'summary').map((m) => m.text),
      askedQuestions: memories.filter((m) => m.kind === 'question').map((m) => m.text),
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
      topics: row.recipient.topics,
      specialInstructions: row.recipient.specialInstructions,
      memory,
      nextCallLine: isTest ? 'Thank you for testing Fondly.' : describeNextCall(next?.dueAt ?? null, row.schedule?.timeZone ?? 'America/New_York', now),
      callNumber: n,
    });
    // A test call is short: the check-in and one topic question.
    if (isTest) plan.targetMinutes = 0;
    return { plan, call: row.call };
  }

  /** The recipient answered: run the conversation over this channel. */
  async startConversation(callId: string, channel: CallChannel) {
    const planned = await this.planFor(callId);
    if (!planned) {
      await channel.hangup();
      return;
    }
    const { plan, call } = planned;
    await transitionCall(this.db, callId, 'in_progress', { at: this.deps.now() });
    const log = this.deps.logger.child({ callId });
    const conversation = new Conversation({
      plan,
      brain: this.deps.providers.brain,
      voice: this.deps.providers.voice,
      channel,
      timing: this.opts.timing,
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
            await this.finishCall(call, plan, transcript, session.askedQuestions, reason);
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

  /** Distress or opt-out: logged on the call, the family told at once, an opt-out pauses the schedule. */
  private async raiseFlag(call: CallRow, flag: CallFlag) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(calls)
        .set({ flags: sql`${calls.flags} || ${JSON.stringify([flag])}::jsonb`, updatedAt: this.deps.now() })
        .where(eq(calls.id, call.id));
      if (call.origin === 'test') return;
      if (flag.kind === 'distress') {
        await enqueueNotification(tx, { type: 'distress-alert', callId: call.id, utterance: flag.utterance, category: flag.category });
      } else {
        await pauseSchedule(tx, call.recipientId, this.deps.now(), { reason: 'opt-out' });
        await enqueueNotification(tx, { type: 'opt-out', callId: call.id, utterance: flag.utterance });
      }
    });
    this.deps.logger.warn({ callId: call.id, kind: flag.kind, category: flag.category }, flag.kind === 'distress' ? 'distress detected: family alerted' : 'recipient opted out: schedule paused');
  }

  private async finishCall(call: CallRow, plan: CallPlan, transcript: TranscriptLine[], askedQuestions: string[], reason: string) {
    // The whole transcript in time order (lines were appended as they were said).
    await this.db.update(calls).set({ transcript }).where(eq(calls.id, call.id));
    await transitionCall(this.db, call.id, reason === 'error' ? 'failed' : 'completed', {
      at: this.deps.now(),
      note: reason,
      ...(reason === 'error' ? { patch: { failureReason: 'conversation error' } } : {}),
    });
    if (call.origin === 'test' || !transcript.some((l) => l.speaker === 'recipient')) return;
    try {
      const notes = await this.deps.providers.brain.remember(plan, transcript);
      const rows = [
        ...(notes.summary ? [{ kind: 'summary' as const, text: notes.summary }] : []),
        ...notes.facts.map((text) => ({ kind: 'fact' as const, text })),
        ...askedQuestions.map((text) => ({ kind: 'question' as const, text })),
      ];
      if (rows.length) await this.db.insert(callMemories).values(rows.map((r) => ({ ...r, recipientId: call.recipientId, callId: call.id })));
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
