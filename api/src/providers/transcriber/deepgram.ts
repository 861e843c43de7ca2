import type { DeepgramClient } from '@deepgram/sdk';
import { linearToMulaw } from '../../lib/audio-codec.js';
import { hintTerms, type StreamOptions, type Transcriber, type TranscriptionStream } from '../../calls/pipeline/ports/transcriber.js';
import { SocketStream } from './socket-stream.js';

export interface DeepgramOptions {
  apiKey: string;
  /** ws(s):// address of a Deepgram-compatible server (tests: a local stand-in). */
  baseUrl?: string;
  model: string;
}

/**
 * Deepgram live transcription: her audio goes out as 8 kHz mu-law as she speaks (the way the
 * phone line carries it), interim results come back within a few hundred milliseconds, and a
 * flush sends `Finalize`, which makes Deepgram return the final words of everything it has
 * been sent at once. Our own turn-taking decides when she has finished (Deepgram's endpointing
 * is off): see calls/pipeline/listening/turn-policy.ts.
 */
export class DeepgramTranscriber implements Transcriber {
  readonly kind = 'deepgram' as const;
  /** The SDK is loaded when the first stream opens: importing it costs about half a second in every process that only might listen. */
  private client: Promise<DeepgramClient> | null = null;

  constructor(private readonly opts: DeepgramOptions) {}

  private sdk(): Promise<DeepgramClient> {
    this.client ??= import('@deepgram/sdk').then(({ DeepgramClient }) => new DeepgramClient({ apiKey: this.opts.apiKey, ...(this.opts.baseUrl ? { baseUrl: this.opts.baseUrl } : {}) }));
    return this.client;
  }

  open(stream: StreamOptions): TranscriptionStream {
    return new DeepgramStream(this.sdk(), this.opts, stream);
  }
}

type Socket = Awaited<ReturnType<DeepgramClient['listen']['v1']['connect']>>;

const KEEP_ALIVE_MS = 4000;

class DeepgramStream extends SocketStream {
  private socket: Socket | null = null;
  /** Audio sent before the socket opened. */
  private backlog: Uint8Array[] = [];
  /** Final words heard since the last answered flush. */
  private finals: string[] = [];
  private sentSinceFlush = false;
  private keepAlive: NodeJS.Timeout | null = null;
  private lastSentAt = Date.now();

  constructor(
    client: Promise<DeepgramClient>,
    private readonly opts: DeepgramOptions,
    private readonly stream: StreamOptions,
  ) {
    super();
    void this.connect(client);
  }

  private async connect(sdk: Promise<DeepgramClient>) {
    try {
      const client = await sdk;
      const terms = hintTerms(this.stream.hints);
      const socket = await client.listen.v1.connect({
        model: this.opts.model,
        language: this.stream.hints.language,
        encoding: 'mulaw',
        sample_rate: 8000,
        channels: 1,
        interim_results: 'true',
        punctuate: 'true',
        smart_format: 'true',
        endpointing: 'false',
        ...(terms.length ? { keyterm: terms } : {}),
        Authorization: `Token ${this.opts.apiKey}`,
        reconnectAttempts: 0,
        connectionTimeoutInSeconds: 5,
      });
      this.socket = socket;
      socket.on('message', (m) => this.onMessage(m as { type: string }));
      socket.on('error', (err) => this.fail(err instanceof Error ? err : new Error(String(err))));
      socket.on('close', () => this.fail(new Error('the Deepgram stream closed')));
      socket.connect();
      await socket.waitForOpen();
      if (this.closed) return socket.close();
      this.open = true;
      for (const chunk of this.backlog.splice(0)) this.guard(() => socket.sendMedia(chunk));
      this.keepAlive = setInterval(() => {
        if (this.open && Date.now() - this.lastSentAt >= KEEP_ALIVE_MS) this.guard(() => socket.sendKeepAlive({ type: 'KeepAlive' }));
      }, KEEP_ALIVE_MS);
      this.keepAlive.unref();
    } catch (err) {
      this.fail(err instanceof Error ? err : new Error(String(err)));
    }
  }

  private onMessage(m: { type: string }) {
    if (m.type !== 'Results') return;
    const r = m as unknown as { is_final?: boolean; from_finalize?: boolean; channel: { alternatives: Array<{ transcript: string }> } };
    const text = r.channel.alternatives[0]?.transcript?.trim() ?? '';
    if (!r.is_final) {
      if (text) this.stream.onInterim?.([...this.finals, text].join(' '));
      return;
    }
    if (text) this.finals.push(text);
    if (r.from_finalize) {
      const waiter = this.waiters.shift();
      const words = this.finals.join(' ');
      this.finals = [];
      waiter?.resolve(words);
    }
  }

  protected override onFailed() {
    if (this.keepAlive) clearInterval(this.keepAlive);
  }

  send(pcm: Int16Array) {
    if (this.closed || this.failed) return;
    const bytes = new Uint8Array(pcm.length);
    for (let i = 0; i < pcm.length; i++) bytes[i] = linearToMulaw(pcm[i]!);
    this.sentSinceFlush = true;
    this.lastSentAt = Date.now();
    const socket = this.socket;
    if (this.open && socket) this.guard(() => socket.sendMedia(bytes));
    else this.backlog.push(bytes);
  }

  flush(): Promise<string> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.closed) return Promise.resolve('');
    if (!this.sentSinceFlush) return Promise.resolve('');
    this.sentSinceFlush = false;
    return new Promise<string>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      const finalize = () => this.guard(() => this.socket?.sendFinalize({ type: 'Finalize' }));
      if (this.open) finalize();
      else void this.whenOpen().then(finalize, () => undefined);
    });
  }

  protected shutdown() {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.socket?.sendCloseStream({ type: 'CloseStream' });
    this.socket?.close();
  }
}
