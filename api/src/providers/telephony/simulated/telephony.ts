import { createHmac, randomUUID } from 'node:crypto';
import type { PhoneClientMessage, PhoneServerMessage } from '@fondly/contract/calls';
import { maskPhone, type Logger } from '../../../lib/logger.js';
import type { AlertCallRequest, PlaceCallRequest, ResumeCallRequest, ProviderCallRecord, ProviderCallStatus, Telephony, TelephonyHandlers } from '../../../calls/pipeline/ports/telephony.js';
import { OperatorChannel, ScriptedChannel, type BaseChannel, type PhoneSocket } from './channels.js';
import { scriptForNumber, type RecipientScript } from './scripted-recipient.js';
import { SpeakingScriptedChannel } from './speaking-recipient.js';

export type { PhoneSocket } from './channels.js';

interface SimCall {
  providerCallId: string;
  callId: string;
  to: string;
  recipientName: string;
  status: ProviderCallStatus;
  answeredAt: number | null;
  endedAt: number | null;
  answeredBy: string | null;
  channel: BaseChannel | null;
  ringTimer: NodeJS.Timeout | null;
  operator: PhoneSocket | null;
  /** A plain message instead of a conversation (the /api/test/twilio check). */
  announcement: string | null;
  /** An urgent alert's call to a family member: its ladder row and message. */
  alert: { alertCallId: number; message: string } | null;
  /** Put in one room with another call (a family member pressed 1): who is on the line with this one. */
  joined: { with: SimCall; label: string } | null;
}

export interface SimulatedTelephonyOptions {
  logger: Logger;
  /** How long an unanswered call rings before it counts as no answer. */
  ringTimeoutMs?: number;
  /** How long scripted recipients let it ring before they pick up. */
  scriptedRingMs?: number;
  /** Scripted recipients hear speech this many times faster than real time (tests, benchmarks). */
  playbackRate?: number;
  /** Whether scripted recipients receive audio (true) or text only. */
  scriptedAudio?: boolean;
  /**
   * How scripted recipients speak: `audio` sends their lines as 8 kHz speech through the
   * listening front end, like a caller on Twilio (their words attached to it, docs/decisions/082);
   * `text` hands the conversation their words directly (fast tests).
   */
  scriptedSpeech?: 'audio' | 'text';
  /** Benchmarks: ms from a scripted recipient finishing an utterance to the reply's first audio. */
  onTurnLatency?: (ms: number) => void;
  /** Keys the tokens this line signs (the operator token when set); nothing outside this process checks them. */
  secret?: string;
}

/** What the local adapter "sent" as SMS: kept for the admin tools and tests. */
export interface SentSms {
  id: string;
  to: string;
  body: string;
  at: string;
}

/**
 * The simulated phone (docs/decisions/012-simulated-phone-protocol.md), the embedded
 * default. A call to one of the reserved test numbers (555-0100 to 555-0199) is answered by
 * a scripted recipient; any other number rings on every open /admin/phone page, where an
 * operator answers, types or speaks as the recipient, and hangs up. Nothing leaves the machine.
 */
export class SimulatedTelephony implements Telephony {
  readonly kind = 'local' as const;
  readonly sentSms: SentSms[] = [];
  private handlers: TelephonyHandlers | null = null;
  private readonly calls = new Map<string, SimCall>();
  private readonly byCallId = new Map<string, string>();
  private readonly sockets = new Set<PhoneSocket>();
  private readonly opts: Required<SimulatedTelephonyOptions>;

  constructor(opts: SimulatedTelephonyOptions) {
    this.opts = { ringTimeoutMs: 45_000, scriptedRingMs: 1500, playbackRate: 1, scriptedAudio: true, scriptedSpeech: 'text', onTurnLatency: () => {}, ...opts, secret: opts.secret ?? 'fondly-local-media' };
  }

  sign(subject: string): string {
    return createHmac('sha256', this.opts.secret).update(subject).digest('base64url');
  }

  setHandlers(handlers: TelephonyHandlers) {
    this.handlers = handlers;
  }

  async placeCall(req: PlaceCallRequest) {
    const call = this.newCall({ callId: req.callId, to: req.to, recipientName: req.recipientName, announcement: req.announcement ?? null, alert: null });
    const { providerCallId } = call;
    this.opts.logger.info({ callId: req.callId, to: maskPhone(req.to) }, 'simulated phone: dialing');
    // Events come after placeCall has answered, as they would from a real provider.
    setImmediate(() => void this.ring(call, req));
    return { providerCallId };
  }

  private async ring(call: SimCall, req: PlaceCallRequest) {
    await this.status(call, 'ringing');
    const script = scriptForNumber(req.to);
    if (script) return this.runScript(call, script, req);
    for (const s of this.sockets) s.send({ type: 'ringing', callId: call.callId, recipientName: call.recipientName, phone: maskPhone(call.to) });
    call.ringTimer = setTimeout(() => void this.finish(call, 'no-answer'), this.opts.ringTimeoutMs);
  }

  private async runScript(call: SimCall, script: RecipientScript, req: PlaceCallRequest) {
    if (script.kind === 'busy') return this.finish(call, 'busy');
    call.ringTimer = setTimeout(async () => {
      call.ringTimer = null;
      if (script.kind === 'no-answer') return this.finish(call, 'no-answer');
      if (script.kind === 'voicemail') {
        call.answeredAt = Date.now();
        call.answeredBy = 'machine_end_beep';
        return this.status(call, 'in-progress', { answeredBy: 'machine_end_beep' });
      }
      call.answeredAt = Date.now();
      call.answeredBy = 'human';
      await this.status(call, 'in-progress', { answeredBy: 'human' });
      if (call.announcement) return this.announce(call);
      const hungUp = () => this.companionHungUp(call);
      const channel =
        this.opts.scriptedSpeech === 'audio'
          ? new SpeakingScriptedChannel(script, this.opts.playbackRate, this.opts.scriptedAudio, hungUp, this.opts.onTurnLatency)
          : new ScriptedChannel(script, this.opts.playbackRate, this.opts.scriptedAudio, hungUp, this.opts.onTurnLatency);
      call.channel = channel;
      await this.connected(call, channel);
    }, this.opts.scriptedRingMs);
  }

  // --- The operator's phone page --------------------------------------------------------

  addSocket(socket: PhoneSocket) {
    this.sockets.add(socket);
    socket.send({
      type: 'hello',
      calls: [...this.calls.values()]
        .filter((c) => c.status === 'ringing' || (c.status === 'in-progress' && c.operator === socket))
        .map((c) => ({ callId: c.callId, recipientName: c.recipientName, state: c.status === 'ringing' ? ('ringing' as const) : ('connected' as const) })),
    });
  }

  removeSocket(socket: PhoneSocket) {
    this.sockets.delete(socket);
    for (const call of this.calls.values()) {
      if (call.operator === socket && call.status === 'in-progress') call.channel?.emit({ type: 'hangup' });
    }
  }

  async fromOperator(socket: PhoneSocket, msg: PhoneClientMessage) {
    const providerCallId = this.byCallId.get(msg.callId);
    const call = providerCallId ? this.calls.get(providerCallId) : undefined;
    if (!call) return;
    switch (msg.type) {
      case 'answer': {
        if (call.status !== 'ringing') return;
        if (call.ringTimer) clearTimeout(call.ringTimer);
        call.ringTimer = null;
        call.operator = socket;
        call.answeredAt = Date.now();
        for (const s of this.sockets) if (s !== socket) s.send({ type: 'ended', callId: call.callId, reason: 'answered elsewhere' });
        if (msg.as === 'voicemail') {
          call.answeredBy = 'machine_end_beep';
          await this.status(call, 'in-progress', { answeredBy: 'machine_end_beep' });
          return;
        }
        call.answeredBy = 'human';
        socket.send({ type: 'connected', callId: call.callId });
        await this.status(call, 'in-progress', { answeredBy: 'human' });
        if (call.alert) return this.say(call, call.alert.message);
        if (call.announcement) return this.announce(call);
        const channel = new OperatorChannel(socket, call.callId, () => this.companionHungUp(call));
        call.channel = channel;
        await this.connected(call, channel);
        return;
      }
      case 'decline':
        if (call.status === 'ringing') await this.finish(call, 'busy');
        return;
      case 'hangup':
        if (call.joined) {
          const other = call.joined.with;
          await this.finish(call, 'completed');
          await this.finish(other, 'completed');
        } else if (call.status === 'in-progress' && call.channel) call.channel.emit({ type: 'hangup' });
        else if (call.status === 'in-progress') await this.finish(call, 'completed');
        return;
      case 'speech-start':
        call.channel?.emit({ type: 'speech-start' });
        return;
      case 'say':
        call.channel?.emit({ type: 'speech', text: msg.text ?? '', final: msg.final ?? true });
        return;
      case 'key':
        if (call.alert) await this.alertKey(call, msg.digit);
        else call.channel?.emit({ type: 'key', digit: msg.digit });
        return;
      case 'media':
        if (call.channel instanceof OperatorChannel) call.channel.media(msg.payload);
        return;
      case 'words':
        if (call.channel instanceof OperatorChannel) call.channel.words(msg.text, msg.startMs, msg.endMs);
        return;
      case 'played':
        if (call.channel instanceof OperatorChannel) call.channel.played(msg.utteranceId);
        return;
    }
  }

  // --- Port ------------------------------------------------------------------------------

  async fetchCall(providerCallId: string): Promise<ProviderCallRecord | null> {
    const call = this.calls.get(providerCallId);
    if (!call) return null;
    return {
      status: call.status,
      answeredBy: call.answeredBy,
      durationSeconds: call.answeredAt ? Math.round(((call.endedAt ?? Date.now()) - call.answeredAt) / 1000) : null,
    };
  }

  async hangup(providerCallId: string) {
    const call = this.calls.get(providerCallId);
    if (call) await this.companionHungUp(call);
  }

  /** Her line, still up here, is handed to the call engine now listening to this phone (the one that ran it stopped). */
  async resumeCall(req: ResumeCallRequest): Promise<boolean> {
    const call = this.calls.get(req.providerCallId);
    if (!call || call.endedAt !== null || call.status !== 'in-progress' || !call.channel) return false;
    const channel = call.channel;
    setImmediate(() => void this.connected(call, channel));
    return true;
  }

  async leaveVoicemail(providerCallId: string, message: string) {
    const call = this.calls.get(providerCallId);
    if (!call) return;
    call.operator?.send({ type: 'companion', callId: call.callId, utteranceId: randomUUID(), text: message, audio: null, mime: null });
    call.operator?.send({ type: 'transcript', callId: call.callId, speaker: 'companion', text: message, at: new Date().toISOString() });
    await this.finish(call, 'completed');
  }

  /**
   * An alert call to a family member. The reserved numbers are scripted family members:
   * 555-0150 answers and presses 1, 555-0151 never answers, 555-0152 answers and listens;
   * any other number rings on /admin/phone, where the operator hears the message and can press 1.
   */
  async placeAlertCall(req: AlertCallRequest) {
    const call = this.newCall({ callId: `alert-${req.alertCallId}`, to: req.to, recipientName: 'Fondly alert', announcement: null, alert: { alertCallId: req.alertCallId, message: req.message } });
    const { providerCallId } = call;
    this.opts.logger.info({ alertCallId: req.alertCallId, to: maskPhone(req.to) }, 'simulated phone: alert call');
    setImmediate(() => void this.ringAlert(call));
    return { providerCallId };
  }

  /** A new call on the simulated line, known by its provider id and ours. */
  private newCall(fields: Pick<SimCall, 'callId' | 'to' | 'recipientName' | 'announcement' | 'alert'>): SimCall {
    const call: SimCall = { providerCallId: `SIM${randomUUID().replace(/-/g, '')}`, status: 'queued', answeredAt: null, endedAt: null, answeredBy: null, channel: null, ringTimer: null, operator: null, joined: null, ...fields };
    this.calls.set(call.providerCallId, call);
    this.byCallId.set(call.callId, call.providerCallId);
    return call;
  }

  private async ringAlert(call: SimCall) {
    await this.status(call, 'ringing');
    const m = /^\+1\d{3}555(015\d)$/.exec(call.to);
    const script = m ? m[1] : null;
    if (script === '0151') return; // rings until the ladder gives up on it
    if (script === '0150' || script === '0152') {
      call.ringTimer = setTimeout(async () => {
        call.ringTimer = null;
        call.answeredAt = Date.now();
        call.answeredBy = 'human';
        await this.status(call, 'in-progress', { answeredBy: 'human' });
        if (script === '0152') return void setTimeout(() => void this.finish(call, 'completed'), 50);
        await this.alertKey(call, '1');
      }, this.opts.scriptedRingMs);
      return;
    }
    for (const s of this.sockets) s.send({ type: 'ringing', callId: call.callId, recipientName: call.recipientName, phone: maskPhone(call.to) });
  }

  /** A key pressed on an alert call: the ladder answers (joining her call, or whom to call); the call then ends. */
  private async alertKey(call: SimCall, digit: string) {
    if (!call.alert || call.endedAt !== null || call.joined) return;
    let reply: string | null = null;
    try {
      reply = (await this.handlers?.onAlertCall?.(call.alert.alertCallId, { digit }))?.say ?? null;
    } catch (err) {
      this.opts.logger.error({ err, alertCallId: call.alert.alertCallId }, 'simulated phone: alert key handler failed');
    }
    if (reply) this.say(call, reply);
  }

  private say(call: SimCall, text: string) {
    call.operator?.send({ type: 'companion', callId: call.callId, utteranceId: randomUUID(), text, audio: null, mime: null });
    call.operator?.send({ type: 'transcript', callId: call.callId, speaker: 'companion', text, at: new Date().toISOString() });
  }

  /**
   * A family member joins her call: as on Twilio's room, both calls stay up with the companion
   * gone, and each handset says who is on the line; either hanging up ends the room (both calls).
   * The simulated phone carries no audio between the two.
   */
  async joinCall(recipientProviderCallId: string, familyProviderCallId: string, _room: string) {
    const family = this.calls.get(familyProviderCallId);
    const her = this.calls.get(recipientProviderCallId);
    const live = (c: SimCall | undefined): c is SimCall => Boolean(c && c.endedAt === null && c.status === 'in-progress');
    if (!live(her) || !live(family)) {
      // Nobody to join: whichever call is still up ends, as a room with one person would.
      for (const call of [her, family]) if (call && call.endedAt === null) await this.finish(call, 'completed');
      return;
    }
    her.channel?.close();
    her.channel = null;
    // Two scripted phones (no handset on either side) have nothing to say to each other: the room ends.
    if (!her.operator && !family.operator) {
      for (const call of [her, family]) await this.finish(call, 'completed');
      return;
    }
    her.joined = { with: family, label: 'your family' };
    family.joined = { with: her, label: her.recipientName };
    her.operator?.send({ type: 'joined', callId: her.callId, with: 'your family' });
    family.operator?.send({ type: 'joined', callId: family.callId, with: her.recipientName });
  }

  async sendSms(to: string, body: string) {
    const sms = { id: `SM${randomUUID().replace(/-/g, '')}`, to, body, at: new Date().toISOString() };
    this.sentSms.push(sms);
    if (this.sentSms.length > 500) this.sentSms.shift();
    this.opts.logger.info({ to: maskPhone(to), smsId: sms.id }, 'simulated SMS sent');
    return { id: sms.id };
  }

  /** Live simulated calls, for the operator page and tests. */
  activeCalls() {
    return [...this.calls.values()].filter((c) => c.endedAt === null).map((c) => ({ callId: c.callId, status: c.status }));
  }

  /** Forgets a call entirely, as a provider whose record was lost would (reconciliation tests). */
  forget(callId: string) {
    const id = this.byCallId.get(callId);
    if (!id) return;
    const call = this.calls.get(id);
    if (call?.ringTimer) clearTimeout(call.ringTimer);
    this.calls.delete(id);
    this.byCallId.delete(callId);
  }

  /** Says the announcement (as text on the operator's phone) and hangs up. */
  private announce(call: SimCall) {
    const text = call.announcement!;
    call.operator?.send({ type: 'companion', callId: call.callId, utteranceId: randomUUID(), text, audio: null, mime: null });
    call.operator?.send({ type: 'transcript', callId: call.callId, speaker: 'companion', text, at: new Date().toISOString() });
    setTimeout(() => void this.finish(call, 'completed'), (text.length * 65) / this.opts.playbackRate);
  }

  private async companionHungUp(call: SimCall) {
    if (call.endedAt !== null) return;
    await this.finish(call, 'completed');
  }

  private async finish(call: SimCall, status: ProviderCallStatus) {
    if (call.endedAt !== null) return;
    if (call.ringTimer) clearTimeout(call.ringTimer);
    call.ringTimer = null;
    call.endedAt = Date.now();
    call.channel?.close();
    const reason = status === 'completed' ? 'call ended' : status.replace('-', ' ');
    for (const s of call.operator ? [call.operator] : this.sockets) s.send({ type: 'ended', callId: call.callId, reason });
    await this.status(call, status, {
      durationSeconds: call.answeredAt ? Math.round((call.endedAt - call.answeredAt) / 1000) : 0,
      answeredBy: call.answeredBy,
    });
    // Keep the record a while for the reconciler, then let it go.
    setTimeout(() => this.forget(call.callId), 10 * 60_000).unref();
  }

  /** Hands the line to the call engine; a failure there ends the call instead of escaping the timer. */
  private async connected(call: SimCall, channel: BaseChannel) {
    try {
      await this.handlers?.onConnected(call.callId, channel);
    } catch (err) {
      this.opts.logger.error({ err, callId: call.callId }, 'simulated phone: connect handler failed');
      await this.finish(call, 'failed');
    }
  }

  private async status(call: SimCall, status: ProviderCallStatus, extra: { answeredBy?: string | null; durationSeconds?: number | null } = {}) {
    call.status = status;
    try {
      if (call.alert) {
        await this.handlers?.onAlertCall?.(call.alert.alertCallId, { status });
        return;
      }
      await this.handlers?.onStatus(call.callId, status, extra);
    } catch (err) {
      this.opts.logger.error({ err, callId: call.callId }, 'simulated phone: status handler failed');
    }
  }
}
