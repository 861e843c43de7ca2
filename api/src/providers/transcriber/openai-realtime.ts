import { connect as netConnect } from 'node:net';
import OpenAI from 'openai';
import { OpenAIRealtimeWS } from 'openai/realtime/ws';
import { linearToMulaw } from '../../lib/audio-codec.js';
import { hintPrompt, type StreamOptions, type Transcriber, type TranscriptionStream } from '../../calls/pipeline/ports/transcriber.js';
import { SocketStream } from './socket-stream.js';

export interface OpenAiRealtimeOptions {
  apiKey: string;
  /** An OpenAI-compatible server (tests: a local stand-in); its ws(s):// twin is used. */
  baseUrl?: string;
  /** The session's model in the address (the transcription model is set in the session). */
  model: string;
  transcriptionModel: string;
}

/**
 * OpenAI Realtime transcription: a transcription session with the server's turn detection off
 * (our turn policy decides), `audio/pcmu` in, near-field noise reduction, the hints as its
 * prompt. A flush commits the audio buffer; the words come back as deltas, then completed.
 */
export class OpenAiRealtimeTranscriber implements Transcriber {
  readonly kind = 'openai-realtime' as const;
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAiRealtimeOptions) {
    this.client = new OpenAI({ apiKey: opts.apiKey, ...(opts.baseUrl ? { baseURL: opts.baseUrl } : {}) });
  }

  open(stream: StreamOptions): TranscriptionStream {
    return new RealtimeStream(this.client, this.opts, stream);
  }
}

interface Waiter {
  itemId: string | null;
  deltas: string;
  resolve: (text: string) => void;
  reject: (err: Error) => void;
}

/** The server refuses to commit less than 100 ms of audio. */
const MIN_COMMIT_SAMPLES_8K = 800;

class RealtimeStream extends SocketStream<Waiter> {
  private ws: OpenAIRealtimeWS | null = null;
  private backlog: string[] = [];
  private samplesSinceFlush = 0;

  constructor(
    client: OpenAI,
    private readonly opts: OpenAiRealtimeOptions,
    private readonly stream: StreamOptions,
  ) {
    super();
    this.connect(client);
  }

  private connect(client: OpenAI) {
    try {
      // The SDK always asks for wss://; a compatible server at an http:// address (a local one) speaks plain ws.
      const plain = this.opts.baseUrl?.startsWith('http://');
      const ws = new OpenAIRealtimeWS({ model: this.opts.model, ...(plain ? { options: { createConnection: netConnect } } : {}) }, client);
      this.ws = ws;
      ws.socket.on('open', () => {
        if (this.closed) return ws.close();
        ws.send({
          type: 'session.update',
          session: {
            type: 'transcription',
            audio: {
              input: {
                format: { type: 'audio/pcmu' },
                noise_reduction: { type: 'near_field' },
                transcription: { model: this.opts.transcriptionModel, language: this.stream.hints.language, prompt: hintPrompt(this.stream.hints) },
                turn_detection: null,
              },
            },
          },
        });
        this.open = true;
        for (const audio of this.backlog.splice(0)) this.guard(() => ws.send({ type: 'input_audio_buffer.append', audio }));
      });
      ws.socket.on('close', () => this.fail(new Error('the realtime transcription stream closed')));
      ws.socket.on('error', (err) => this.fail(err));
      ws.on('error', (err) => {
        // A commit of an empty buffer is not a failure of the stream: that flush heard nothing.
        if (/commit_empty|buffer too small/i.test(`${err.error?.code ?? ''} ${err.message}`)) {
          const i = this.waiters.findIndex((w) => w.itemId === null);
          if (i >= 0) this.waiters.splice(i, 1)[0]!.resolve('');
        } else this.fail(err);
      });
      ws.on('input_audio_buffer.committed', (e) => {
        const waiter = this.waiters.find((w) => w.itemId === null);
        if (waiter) waiter.itemId = e.item_id;
      });
      ws.on('conversation.item.input_audio_transcription.delta', (e) => {
        const waiter = this.waiters.find((w) => w.itemId === e.item_id);
        if (!waiter) return;
        waiter.deltas += e.delta ?? '';
        this.stream.onInterim?.(waiter.deltas.trim());
      });
      ws.on('conversation.item.input_audio_transcription.completed', (e) => {
        const i = this.waiters.findIndex((w) => w.itemId === e.item_id);
        if (i < 0) return;
        const [waiter] = this.waiters.splice(i, 1);
        waiter!.resolve(e.transcript.trim());
      });
      ws.on('conversation.item.input_audio_transcription.failed', (e) => {
        const i = this.waiters.findIndex((w) => w.itemId === e.item_id);
        if (i >= 0) this.waiters.splice(i, 1)[0]!.reject(new Error(`transcription failed: ${e.error?.message ?? 'unknown'}`));
      });
    } catch (err) {
      this.fail(err instanceof Error ? err : new Error(String(err)));
    }
  }

  send(pcm: Int16Array) {
    if (this.closed || this.failed) return;
    const bytes = Buffer.alloc(pcm.length);
    for (let i = 0; i < pcm.length; i++) bytes[i] = linearToMulaw(pcm[i]!);
    this.samplesSinceFlush += (pcm.length * 8000) / this.stream.rate;
    const audio = bytes.toString('base64');
    if (this.open) this.guard(() => this.ws!.send({ type: 'input_audio_buffer.append', audio }));
    else this.backlog.push(audio);
  }

  flush(): Promise<string> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.closed || this.samplesSinceFlush === 0) return Promise.resolve('');
    if (this.samplesSinceFlush < MIN_COMMIT_SAMPLES_8K) {
      // Too short to be words: dropped, not committed.
      this.samplesSinceFlush = 0;
      if (this.open) this.guard(() => this.ws!.send({ type: 'input_audio_buffer.clear' }));
      else this.backlog = [];
      return Promise.resolve('');
    }
    this.samplesSinceFlush = 0;
    return new Promise<string>((resolve, reject) => {
      this.waiters.push({ itemId: null, deltas: '', resolve, reject });
      const commit = () => this.guard(() => this.ws?.send({ type: 'input_audio_buffer.commit' }));
      if (this.open) commit();
      else void this.whenOpen().then(commit, () => undefined);
    });
  }

  protected shutdown() {
    this.ws?.close();
  }
}
