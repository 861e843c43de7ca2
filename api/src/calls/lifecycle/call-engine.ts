import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { hintsFor } from '../pipeline/listening/hints.js';
import { joiningLine, onAlertCallEvent, roomFor } from './alert-calls.js';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { calls, recipients, subscribers } from '../../db/schema/index.js';
import { maskPhone } from '../../lib/logger.js';
import { keepRhythm } from '../../families/her-settings.js';
import { keepCallRecording, recordingConsentOf } from '../../recordings/index.js';
import type { ProviderCallStatus, Telephony } from '../pipeline/ports/telephony.js';
import { callableAt, NOT_CALLABLE_NOTES, purposeOf } from '../scheduling/callable.js';
import { calleeOf, callsAround, readCalleeRow } from '../scheduling/callee.js';
import type { CallChannel } from '../pipeline/conversation/channel.js';
import { Conversation, type ConversationTiming } from '../pipeline/conversation/engine.js';
import { briefingFor, type CallBriefing } from './call-briefing.js';
import { finishCall, raiseFlag } from './call-outcome.js';
import { keepLonelinessReading } from './loneliness.js';
import { herSayHooks } from './her-say.js';
import { leaseUntil, reconcileLapsedLeases, renewLeases, takeLease } from './leases.js';
import { reconcileStuckCalls } from './reconcile.js';
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
  /** Who holds this engine's call leases (default: host, process id and a random tag). */
  leaseOwner?: string;
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

/** Proof that a media stream belongs to a call we placed (Twilio passes it back as a stream parameter), signed by the line. */
export function mediaTokenFor(deps: AppDeps, callId: string): string {
  return deps.providers.telephony.sign(`media:${callId}`);
}

export class CallEngine {
  readonly live = new Map<string, Conversation>();
  /** Calls this process placed that have not been answered or ended yet. */
  readonly ringing = new Set<string>();
  /** Shutting down: no new calls are placed (the dialer has stopped claiming). */
  draining = false;
  /** The name this process's leases on live calls carry (leases.ts). */
  readonly leaseOwner: string;
  private readonly leaseTimer: NodeJS.Timeout;

  constructor(
    private readonly deps: AppDeps,
    private readonly opts: CallEngineOptions,
  ) {
    this.leaseOwner = opts.leaseOwner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    // Every third of the lease: a process that stops renewing is taken for dead within one lease.
    this.leaseTimer = setInterval(() => void this.renewLeases(), Math.max(50, Math.round(deps.config.calls.leaseMs / 3)));
    this.leaseTimer.unref();
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
    const target = await readCalleeRow(this.db, call.recipientId);
    if (!target) return transitionCall(this.db, call.id, 'canceled', { at: now, patch: { cancelReason: 'recipient removed' } });
    if (call.origin !== 'test') {
      // The one rule (calls/scheduling/callable.ts) has the last word before her phone rings.
      const purpose = purposeOf(call);
      const others = purpose === 'retry' ? await callsAround(this.db, call.recipientId, now.getTime(), call.id) : [];
      const verdict = callableAt(await calleeOf(this.db, target, now), purpose, now.getTime(), { others, retryOfMs: call.dueAt.getTime() });
      if (!verdict.callable) {
        if (verdict.nextAtMs !== null) {
          return transitionCall(this.db, call.id, 'scheduled', { at: now, note: 'outside calling hours: moved', patch: { dueAt: new Date(verdict.nextAtMs) } });
        }
        return transitionCall(this.db, call.id, 'canceled', { at: now, note: NOT_CALLABLE_NOTES[verdict.reason], patch: { cancelReason: verdict.reason } });
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
        .set({ providerCallId, providerStatus: sql`coalesce(${calls.providerStatus}, 'queued')`, updatedAt: this.deps.now(), leaseOwner: this.leaseOwner, leaseUntil: leaseUntil(this.deps.config.calls.leaseMs) })
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

  /** Builds the call's plan from the schedule, the family's choices and what earlier calls taught (call-briefing.ts). */
  planFor(callId: string): Promise<CallBriefing | null> {
    return briefingFor(this.deps, callId);
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
    // Nothing of her voice is held when she has said no (or a test call): only a yes, or a question still to ask, keeps listening for it.
    if (channel.recording && (call.origin === 'test' || (!plan.askRecordingConsent && (await recordingConsentOf(this.deps, call.recipientId)) !== 'yes'))) channel.recording.discard();
    channel.setHints?.(hintsFor(plan));
    // How long the call has run is measured on the clock that stamped its answer; the conversation keeps its own (wall) clock.
    const carriedOn =
      call.state === 'in_progress' && call.transcript.length > 0 && call.answeredAt
        ? { transcript: call.transcript, answeredAt: Date.now() - Math.max(0, this.deps.now().getTime() - call.answeredAt.getTime()), keptPrivate: call.keptPrivate }
        : undefined;
    if (!carriedOn) await transitionCall(this.db, callId, 'in_progress', { at: this.deps.now() });
    else this.deps.logger.info({ callId }, 'carrying on a call begun in another process');
    // This process runs her call now: its lease says so, renewed while the conversation lasts.
    await takeLease(this.db, callId, this.leaseOwner, this.deps.config.calls.leaseMs);
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
      herSay: herSayHooks(this.deps, call, plan),
      hooks: {
        onLine: async (line) => {
          await this.db
            .update(calls)
            .set({ transcript: sql`${calls.transcript} || ${JSON.stringify([line])}::jsonb` })
            .where(eq(calls.id, callId));
        },
        onFlag: (flag) => {
          // She would rather not be recorded: what the line kept of her voice goes at once.
          if (flag.kind === 'recording-consent' && flag.category !== 'given') channel.recording?.discard();
          return raiseFlag(this.deps, call, flag);
        },
        onLoneliness: (reading) => keepLonelinessReading(this.db, call, plan.timeZone, reading, this.deps.now()),
        onEnd: async ({ reason, transcript, session, keptPrivate }) => {
          log.info({ reason, lines: transcript.length }, 'conversation ended');
          try {
            // Her rhythm is kept for the next call: the latest pauses she went on from.
            if (channel.rhythm) {
              const pausesMs = channel.rhythm.pausesMs().slice(-RHYTHM_KEPT);
              await keepRhythm(this.db, call.recipientId, pausesMs);
            }
            await this.keepHerVoice(call, channel, reason);
            await finishCall(this.deps, call, plan, transcript, session, reason, keptPrivate);
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
   * Her turns' voice, kept until the Moment is made, before the call's end sets the Moment off,
   * and only with her yes (api/src/recordings); a failure costs the recording, never the call.
   */
  private async keepHerVoice(call: CallRow, channel: CallChannel, reason: string) {
    const recording = channel.recording;
    if (!recording || recording.isDiscarded || call.origin === 'test' || reason === 'voicemail' || reason === 'not-recognised') return;
    try {
      const kept = await keepCallRecording(this.deps, call, recording.turns());
      if (kept.kept) this.deps.logger.info({ callId: call.id, turns: kept.kept, bytes: kept.bytes }, 'her voice kept for the Moment');
    } catch (err) {
      this.deps.logger.warn({ err, callId: call.id }, 'keeping her recording failed; the Moment goes without it');
    } finally {
      recording.discard();
    }
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
    clearInterval(this.leaseTimer);
    return { finished: live.size - left.length, wrappedUp: left.length };
  }

  /** Renews this process's leases on the calls it runs (leases.ts); a placed call answered elsewhere is no longer watched here. */
  private async renewLeases() {
    if (!this.live.size && !this.ringing.size) return;
    try {
      const held = await renewLeases(this.db, this.leaseOwner, this.deps.config.calls.leaseMs, [...this.live.keys()], [...this.ringing]);
      for (const id of this.ringing) if (!held.has(id)) this.ringing.delete(id);
    } catch (err) {
      this.deps.logger.warn({ err }, 'renewing call leases failed; trying again');
    }
  }

  /** Calls whose process died (their lease lapsed): resumed when her line is still up, otherwise ended with a call-back and a notice (leases.ts). */
  reconcileLapsedLeases(limit = 50) {
    return reconcileLapsedLeases(this.deps, { owner: this.leaseOwner, runsHere: (callId) => this.live.has(callId), limit });
  }

  /**
   * What `kill -9` leaves of this process's calls, for tests and benchmarks: no lease is renewed,
   * every conversation goes silent without a goodbye, a hang-up or a write, and the line's
   * events go to whichever engine listens next. Nothing of a real process calls this.
   */
  halt() {
    clearInterval(this.leaseTimer);
    this.draining = true;
    for (const conversation of this.live.values()) conversation.abandon();
    this.live.clear();
    this.ringing.clear();
    if (engines.get(this.deps.providers.telephony) === this) engines.delete(this.deps.providers.telephony);
  }

  /** Calls stuck past their deadline, settled from the provider's record (reconcile.ts); a call live here is not stuck. */
  reconcileStuckCalls(workerId: string, limit = 50): Promise<number> {
    return reconcileStuckCalls(this.deps, (callId) => this.live.has(callId), workerId, limit);
  }
}
