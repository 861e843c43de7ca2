import { randomUUID } from 'node:crypto';
import type { CallChannel, ChannelEvent, CompanionSpeech } from '../../calls/index.js';
import type { PhoneClientMessage, PhoneServerMessage } from '../../contract/calls.js';
import { maskPhone, type Logger } from '../../lib/logger.js';
import { Listener } from '../../calls/index.js';
import { AttachedWords } from '../transcriber/attached.js';
import type { TranscriptionStream } from '../transcriber/port.js';
import { mulawToLinear, wavDurationMs } from '../voice/audio-codec.js';
import { LocalVoice } from '../voice/local.js';
import { collectAudio } from '../voice/port.js';
import { scriptForNumber, type RecipientScript } from './scripted-recipient.js';
import type { AlertCallRequest, PlaceCallRequest, ProviderCallRecord, ProviderCallStatus, Telephony, TelephonyHandlers } from './port.js';

/**
 * The simulated phone (docs/decisions/012-simulated-phone-protocol.md), the embedded
 * default. A call to one of the reserved test numbers (555-0100 to 555-0199) is answered by
 * a scripted recipient; any other number rings on every open /admin/phone page, where an
 * operator answers, types or speaks as the recipient, and hangs up. Nothing leaves the machine.
 */
export interface PhoneSocket {
  send(message: PhoneServerMessage): void;
}

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
}

/** What the local adapter "sent" as SMS: kept for the admin tools and tests. */
export interface SentSms {
  id: string;
  to: string;
  body: string;
  at: string;
}

export class SimulatedTelephony implements Telephony {
  readonly kind = 'local' as const;
  readonly sentSms: SentSms[] = [];
  private handlers: TelephonyHandlers | null = null;
  private readonly calls = new Map<string, SimCall>();
  private readonly byCallId = new Map<string, string>();
  private readonly sockets = new Set<PhoneSocket>();
  private readonly opts: Required<SimulatedTelephonyOptions>;

  constructor(opts: SimulatedTelephonyOptions) {
    this.opts = { ringTimeoutMs: 45_000, scriptedRingMs: 1500, playbackRate: 1, scriptedAudio: true, scriptedSpeech: 'text', onTurnLatency: () => {}, ...opts };
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
        if (call.status === 'in-progress' && call.channel) call.channel.emit({ type: 'hangup' });
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
    const call: SimCall = { providerCallId: `SIM${randomUUID().replace(/-/g, '')}`, status: 'queued', answeredAt: null, endedAt: null, answeredBy: null, channel: null, ringTimer: null, operator: null, ...fields };
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
    if (!call.alert || call.endedAt !== null) return;
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
   * A family member joins her call. The simulated phone carries no audio between two people,
   * so the join is recorded and both calls end once the companion has said who is joining.
   */
  async joinCall(recipientProviderCallId: string, familyProviderCallId: string, _room: string) {
    const family = this.calls.get(familyProviderCallId);
    const her = this.calls.get(recipientProviderCallId);
    for (const call of [her, family]) {
      if (!call || call.endedAt !== null) continue;
      for (const s of call.operator ? [call.operator] : []) s.send({ type: 'ended', callId: call.callId, reason: 'family joined' });
      await this.finish(call, 'completed');
    }
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

/** Shared plumbing of the two simulated lines: events out, pending playbacks, clear. */
abstract class BaseChannel implements CallChannel {
  abstract readonly audioFormat: CallChannel['audioFormat'];
  private listeners: Array<(e: ChannelEvent) => void> = [];
  protected pending = new Map<string, (r: 'played' | 'cleared') => void>();
  protected closed = false;
  onFirstAudio?: (speechId: string) => void;

  constructor(private readonly onHangup: () => Promise<void>) {}

  abstract play(speech: CompanionSpeech): Promise<'played' | 'cleared'>;

  onEvent(listener: (e: ChannelEvent) => void) {
    this.listeners.push(listener);
  }

  emit(e: ChannelEvent) {
    if (this.closed && e.type !== 'hangup') return;
    for (const l of this.listeners) l(e);
  }

  clear() {
    for (const resolve of this.pending.values()) resolve('cleared');
    this.pending.clear();
  }

  async hangup() {
    this.close();
    await this.onHangup();
  }

  close() {
    this.closed = true;
    this.clear();
  }
}

/**
 * The operator's browser: audio goes out as WAV (base64) with its text; the page reports when
 * it has played. The operator speaks by typing, or with the microphone: then her audio comes
 * in as Twilio's would, through the listening front end, with the words the browser's speech
 * recognition heard attached to it.
 */
class OperatorChannel extends BaseChannel {
  readonly audioFormat = 'wav' as const;
  private listener: Listener | null = null;
  /** Words from the browser may follow the audio by a second or so. */
  private readonly attached = new AttachedWords({ waitMs: 1500 });
  private stream: TranscriptionStream | null = null;

  /** Turn-taking follows the audio once the microphone is on; typed words are final as sent. */
  get endpointing(): boolean {
    return this.listener !== null;
  }

  media(payload: string) {
    if (this.closed) return;
    this.listener ??= new Listener({
      rate: 8000,
      stream: () => (this.stream ??= this.attached.open({ rate: 8000, hints: { language: 'en', names: [], topics: [] } })),
      companionSpeaking: () => this.pending.size > 0,
      emit: (e) => this.emit(e),
    });
    this.listener.pushMulaw(Buffer.from(payload, 'base64'));
  }

  words(text: string, startMs: number, endMs: number) {
    if (text.trim()) this.attached.attach({ text: text.trim(), startMs, endMs: Math.max(startMs, endMs) });
  }

  override close() {
    this.listener?.close();
    this.stream?.close();
    super.close();
  }

  constructor(
    private readonly socket: PhoneSocket,
    private readonly callId: string,
    onHangup: () => Promise<void>,
  ) {
    super(onHangup);
  }

  async play(speech: CompanionSpeech): Promise<'played' | 'cleared'> {
    if (this.closed) return 'cleared';
    const audio = speech.audio ? await collectAudio(speech.audio) : null;
    if (this.closed) return 'cleared';
    this.onFirstAudio?.(speech.id);
    const result = new Promise<'played' | 'cleared'>((resolve) => this.pending.set(speech.id, resolve));
    this.socket.send({
      type: 'companion',
      callId: this.callId,
      utteranceId: speech.id,
      text: speech.text,
      audio: audio && audio.length > 44 ? Buffer.from(audio).toString('base64') : null,
      mime: audio && audio.length > 44 ? 'audio/wav' : null,
    });
    this.socket.send({ type: 'transcript', callId: this.callId, speaker: 'companion', text: speech.text, at: new Date().toISOString() });
    // A page that never reports back (tab in the background) must not stall the call.
    const expected = audio && audio.length > 44 ? wavDurationMs(audio) : speech.text.length * 65;
    const fallback = setTimeout(() => this.played(speech.id), expected + 4000);
    const r = await result;
    clearTimeout(fallback);
    return r;
  }

  played(utteranceId: string) {
    const resolve = this.pending.get(utteranceId);
    this.pending.delete(utteranceId);
    resolve?.('played');
  }

  override clear() {
    if (!this.closed) this.socket.send({ type: 'clear', callId: this.callId });
    super.clear();
  }

  override emit(e: ChannelEvent) {
    if (e.type === 'speech' && e.final) this.socket.send({ type: 'transcript', callId: this.callId, speaker: 'recipient', text: e.text, at: new Date().toISOString() });
    super.emit(e);
  }
}

/**
 * The automatic test recipient: hears each companion turn (taking as long as the audio
 * lasts, divided by the playback rate) and answers from its script.
 */
export class ScriptedChannel extends BaseChannel {
  readonly audioFormat;
  private step = 0;
  private turnTimer: NodeJS.Timeout | null = null;
  private spokeAt: number | null = null;
  /** Every companion sentence it heard, for tests. */
  readonly heard: string[] = [];

  constructor(
    private readonly script: RecipientScript,
    private readonly playbackRate: number,
    withAudio: boolean,
    onHangup: () => Promise<void>,
    private readonly onTurnLatency: (ms: number) => void = () => {},
  ) {
    super(onHangup);
    this.audioFormat = withAudio ? ('wav' as const) : ('none' as const);
  }

  async play(speech: CompanionSpeech): Promise<'played' | 'cleared'> {
    if (this.closed) return 'cleared';
    if (this.turnTimer) clearTimeout(this.turnTimer);
    const audio = speech.audio ? await collectAudio(speech.audio) : null;
    if (this.closed) return 'cleared';
    this.onFirstAudio?.(speech.id);
    if (this.spokeAt !== null) this.onTurnLatency(performance.now() - this.spokeAt);
    this.spokeAt = null;
    this.heard.push(speech.text);
    const durationMs = (audio && audio.length > 44 ? wavDurationMs(audio) : speech.text.length * 65) / this.playbackRate;
    const result = new Promise<'played' | 'cleared'>((resolve) => {
      this.pending.set(speech.id, resolve);
      setTimeout(() => {
        if (this.pending.delete(speech.id)) resolve('played');
      }, durationMs);
    });
    this.maybeInterrupt(durationMs);
    const r = await result;
    // The companion's turn is over when nothing follows within a beat; then it is our turn.
    if (r === 'played') this.turnTimer = setTimeout(() => this.answer(), 30);
    return r;
  }

  private maybeInterrupt(durationMs: number) {
    const line = this.script.lines[this.step];
    if (!line || (!line.interrupt && !line.nod)) return;
    this.step++;
    setTimeout(() => {
      if (this.closed) return;
      this.overSpeech(line.interrupt ?? line.nod!, !!line.nod, line.holdMs ?? 1200);
    }, Math.min(50, durationMs / 4));
  }

  private answer() {
    this.turnTimer = null;
    if (this.closed) return;
    const line = this.script.lines[this.step];
    if (!line) return; // Out of words: silence, as a person who has gone quiet.
    if (line.interrupt || line.nod) return;
    this.step++;
    if (line.hangup) return void this.emit({ type: 'hangup' });
    if (line.silent) return;
    setTimeout(() => {
      if (this.closed) return;
      this.spokeAt = performance.now();
      this.says(line.say!);
    }, (line.pauseMs ?? 300) / this.playbackRate);
  }

  /** Its turn: says a line. */
  protected says(text: string) {
    this.emit({ type: 'speech-start' });
    this.emit({ type: 'speech', text, final: true });
  }

  /** Speaks while the companion does: a nod (over quickly) or an interruption (goes on). */
  protected overSpeech(text: string, nod: boolean, holdMs: number) {
    this.emit({ type: 'speech-start' });
    setTimeout(() => this.emit({ type: 'speech', text, final: true }), nod ? 5 : holdMs);
  }
}

/** Synthesised lines of scripted recipients (8 kHz samples), shared by every call. */
const spoken = new Map<string, Promise<Int16Array>>();
let recipientVoice: LocalVoice | null = null;

/** One sentence, spoken, with the silence espeak puts around it trimmed. */
function sentenceOf(text: string): Promise<Int16Array> {
  let hit = spoken.get(text);
  if (!hit) {
    recipientVoice ??= new LocalVoice();
    const voice = recipientVoice;
    hit = (async () => {
      const bytes = await collectAudio(voice.synthesize({ text, voice: 'male', format: 'ulaw_8000' }));
      const pcm = Int16Array.from(bytes, (b) => mulawToLinear(b));
      let a = 0;
      let b = pcm.length;
      while (a < b && Math.abs(pcm[a]!) < 100) a++;
      while (b > a && Math.abs(pcm[b - 1]!) < 100) b--;
      return pcm.slice(a, b);
    })();
    spoken.set(text, hit);
  }
  return hit;
}

/** The quiet between two sentences of one turn: a breath, shorter than the pause that ends a turn. */
const BETWEEN_SENTENCES_MS = 350;

/** A line as she says it: sentence by sentence, each with its words placed on its own audio. */
async function speechOf(text: string): Promise<{ pcm: Int16Array; spans: Array<{ text: string; startMs: number; endMs: number }> }> {
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  const parts = await Promise.all(sentences.map(sentenceOf));
  const gap = Math.round(BETWEEN_SENTENCES_MS * 8);
  const pcm = new Int16Array(parts.reduce((n, p) => n + p.length, 0) + gap * (parts.length - 1));
  const spans: Array<{ text: string; startMs: number; endMs: number }> = [];
  let o = 0;
  parts.forEach((p, i) => {
    pcm.set(p, o);
    spans.push({ text: sentences[i]!, startMs: o / 8, endMs: (o + p.length) / 8 });
    o += p.length + gap;
  });
  return { pcm, spans };
}

/** Line audio is sent in 20 ms frames, as Twilio sends a caller's. */
const FRAME = 160;
/** Quiet sent after each line: longer than the turn policy's longest wait, so her turn ends in the audio. */
const QUIET_AFTER_MS = 3600;

/**
 * A scripted recipient on an audio line: its lines are spoken (offline espeak, 8 kHz) and sent
 * as 20 ms frames through the same listening front end as a Twilio call — Silero, the turn
 * policy, barge-in — with its words attached to the audio (the embedded transcriber). Only the
 * recognition of words is stood in for; when its turn ends is decided by the audio.
 */
export class SpeakingScriptedChannel extends ScriptedChannel {
  readonly endpointing = true;
  readonly listener: Listener;
  readonly rhythm = {
    seed: (pausesMs: readonly number[]) => this.listener.seed(pausesMs),
    pausesMs: () => [...this.listener.ownPausesMs],
  };
  private readonly words = new AttachedWords();
  private stream: TranscriptionStream | null = null;
  /** Line audio sent so far (ms). */
  private lineMs = 0;
  /** Lines are sent one after another, never mixed. */
  private sending: Promise<void> = Promise.resolve();

  constructor(script: RecipientScript, playbackRate: number, withAudio: boolean, onHangup: () => Promise<void>, onTurnLatency?: (ms: number) => void) {
    super(script, playbackRate, withAudio, onHangup, onTurnLatency);
    // Start synthesising the script now, so each line is ready when its turn comes.
    for (const line of script.lines) for (const text of [line.say, line.nod, line.interrupt]) if (text) void speechOf(text).catch(() => undefined);
    this.listener = new Listener({
      rate: 8000,
      stream: () => (this.stream ??= this.words.open({ rate: 8000, hints: { language: 'en', names: [], topics: [] } })),
      companionSpeaking: () => this.pending.size > 0,
      emit: (e) => this.emit(e),
    });
  }

  protected override says(text: string) {
    this.send(text, QUIET_AFTER_MS);
  }

  protected override overSpeech(text: string, _nod: boolean, _holdMs: number) {
    this.send(text, 900);
  }

  private send(text: string, quietMs: number) {
    this.sending = this.sending.then(async () => {
      const { pcm, spans } = await speechOf(text);
      if (this.closed) return;
      for (const span of spans) this.words.attach({ text: span.text, startMs: this.lineMs + span.startMs, endMs: this.lineMs + span.endMs });
      const all = new Int16Array(pcm.length + Math.round(quietMs * 8));
      all.set(pcm);
      for (let i = 0; i < all.length; i += FRAME) this.listener.pushPcm(all.subarray(i, i + FRAME));
      this.lineMs += (all.length / 8000) * 1000;
      await this.listener.settled();
    });
  }

  override close() {
    this.listener.close();
    this.stream?.close();
    super.close();
  }
}
