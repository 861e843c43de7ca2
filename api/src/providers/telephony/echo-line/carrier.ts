import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { ProviderCallStatus } from '../../../calls/pipeline/ports/telephony.js';
import { maskPhone, type Logger } from '../../../lib/logger.js';
import { LocalVoice, spokenPcm } from '../../voice/local.js';
import { encodePcm, frames, RATE, sign, SIGNATURE_HEADER, type CallEvent, type CarrierMessage, type LineMessage } from './protocol.js';

/** What the person at the other end says, one line a turn; then she says goodbye and hangs up. */
export const RECIPIENT_LINES = ["Oh hello! Yes, that's fine. How nice of you to call.", "I'm feeling pretty good today, thank you.", 'That was a lovely chat. Thank you, dear. Goodbye.'];

/** Quiet after each of her lines: longer than the turn policy's longest wait, so her turn ends in the audio. */
const QUIET_AFTER_MS = 3600;
/** The companion's turn is over when no new utterance starts within this long of its last one played. */
const TURN_OVER_MS = 300;

interface CarrierCall {
  lineCallId: string;
  callId: string;
  to: string;
  publicUrl: string;
  token: string;
  status: ProviderCallStatus;
  answeredAt: number | null;
  endedAt: number | null;
  socket: WebSocket | null;
  /** Her next line. */
  step: number;
  /** Audio sent so far on this call (ms): the clock her words are placed on. */
  clockMs: number;
  turnTimer: NodeJS.Timeout | null;
}

/**
 * The simulated carrier behind Echo Line, standing where the phone network would: it rings the
 * number, posts signed JSON events to our webhook, opens the media socket when she answers,
 * and plays the person at the other end (offline speech, sent as PCM frames with her words).
 */
export class EchoLineCarrier {
  readonly calls = new Map<string, CarrierCall>();
  private voice: LocalVoice | null = null;

  constructor(private readonly opts: { secret: string; logger: Logger; ringMs: number }) {}

  place(req: { callId: string; to: string; publicUrl: string; token: string }): string {
    const call: CarrierCall = { ...req, lineCallId: `EL${randomUUID().replace(/-/g, '')}`, status: 'queued', answeredAt: null, endedAt: null, socket: null, step: 0, clockMs: 0, turnTimer: null };
    this.calls.set(call.lineCallId, call);
    this.opts.logger.info({ callId: call.callId, to: maskPhone(call.to) }, 'echo line: dialing');
    setImmediate(() => void this.ring(call).catch((err) => this.opts.logger.error({ err, callId: call.callId }, 'echo line: the call failed')));
    return call.lineCallId;
  }

  private async ring(call: CarrierCall) {
    await this.post(call, 'ringing');
    await new Promise((r) => setTimeout(r, this.opts.ringMs));
    if (call.endedAt !== null) return;
    call.answeredAt = Date.now();
    await this.post(call, 'answered');
    const socket = new WebSocket(`${call.publicUrl.replace(/^http/, 'ws')}/api/webhooks/echo-line/media`);
    call.socket = socket;
    socket.on('open', () => this.say(call, { type: 'hello', callId: call.callId, lineCallId: call.lineCallId, token: call.token }));
    socket.on('message', (data) => this.fromLine(call, JSON.parse(String(data)) as LineMessage));
    socket.on('close', () => void this.end(call, 'completed'));
    socket.on('error', (err) => this.opts.logger.warn({ err, callId: call.callId }, 'echo line: media socket error'));
  }

  private fromLine(call: CarrierCall, msg: LineMessage) {
    if (call.turnTimer) clearTimeout(call.turnTimer);
    call.turnTimer = null;
    if (msg.type !== 'mark') return;
    // Played at once: the simulated far end hears faster than real time.
    this.say(call, { type: 'played', id: msg.id });
    call.turnTimer = setTimeout(() => void this.herTurn(call), TURN_OVER_MS);
  }

  private async herTurn(call: CarrierCall) {
    call.turnTimer = null;
    const line = RECIPIENT_LINES[call.step++];
    if (!line) {
      this.say(call, { type: 'hangup' });
      return this.end(call, 'completed');
    }
    const speech = await this.spoken(line);
    if (call.endedAt !== null) return;
    this.say(call, { type: 'words', text: line, startMs: call.clockMs, endMs: call.clockMs + (speech.length / RATE) * 1000 });
    const all = new Int16Array(speech.length + (QUIET_AFTER_MS * RATE) / 1000);
    all.set(speech);
    for (const frame of frames(all)) this.say(call, { type: 'audio', pcm16: encodePcm(frame) });
    call.clockMs += (all.length / RATE) * 1000;
  }

  /** One line, spoken offline at 8 kHz, the silence around it trimmed. */
  private async spoken(text: string): Promise<Int16Array> {
    this.voice ??= new LocalVoice();
    return spokenPcm(this.voice, text, 'female');
  }

  private say(call: CarrierCall, msg: CarrierMessage) {
    if (call.socket?.readyState === WebSocket.OPEN) call.socket.send(JSON.stringify(msg));
  }

  /** The call ends (either side hung up): the socket closes and the event says how long it lasted. */
  async end(call: CarrierCall, status: 'completed' | 'busy' | 'no-answer' | 'failed') {
    if (call.endedAt !== null) return;
    call.endedAt = Date.now();
    if (call.turnTimer) clearTimeout(call.turnTimer);
    call.socket?.close();
    await this.post(call, status, call.answeredAt ? Math.round((call.endedAt - call.answeredAt) / 1000) : 0);
  }

  private async post(call: CarrierCall, event: CallEvent['event'], durationSeconds?: number) {
    call.status = event === 'answered' ? 'in-progress' : event;
    const body = JSON.stringify({ event, callId: call.callId, lineCallId: call.lineCallId, ...(durationSeconds === undefined ? {} : { durationSeconds }) } satisfies CallEvent);
    const taken = await fetch(`${call.publicUrl}/api/webhooks/echo-line/events`, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(this.opts.secret, body) }, body })
      .then((res) => res.ok)
      .catch(() => false);
    if (!taken) this.opts.logger.warn({ callId: call.callId, event }, 'echo line: our webhook did not take the event');
  }
}
