import { pcmToWav } from '../../lib/audio-codec.js';
import { hintPrompt, type StreamOptions, type Transcriber, type TranscriptionStream } from '../../calls/pipeline/ports/transcriber.js';

/** One request per stretch of speech: what a WAV file of it says (Whisper and compatible servers). */
export type TranscribeFile = (wav: Uint8Array, opts: { prompt: string; language: string; signal?: AbortSignal }) => Promise<string>;

/**
 * The batch adapter: audio is kept until a flush, then sent as one WAV file. Slower than a
 * stream by the length of the request, and the fallback when a stream fails.
 */
export class BatchTranscriber implements Transcriber {
  readonly kind = 'whisper' as const;
  constructor(private readonly transcribeFile: TranscribeFile) {}

  open(opts: StreamOptions): BatchStream {
    return new BatchStream(this.transcribeFile, opts);
  }
}

export class BatchStream implements TranscriptionStream {
  private chunks: Int16Array[] = [];
  private closed = false;

  constructor(
    private readonly transcribeFile: TranscribeFile,
    private readonly opts: StreamOptions,
  ) {}

  send(pcm: Int16Array, _atMs?: number) {
    if (!this.closed) this.chunks.push(pcm);
  }

  /** Forgets the audio since the last flush (its words came from elsewhere). */
  discard() {
    this.chunks = [];
  }

  async flush(): Promise<string> {
    const chunks = this.chunks;
    this.chunks = [];
    const length = chunks.reduce((n, c) => n + c.length, 0);
    if (!length || this.closed) return '';
    const pcm = new Int16Array(length);
    let o = 0;
    for (const c of chunks) {
      pcm.set(c, o);
      o += c.length;
    }
    const text = await this.transcribeFile(pcmToWav(pcm, this.opts.rate), { prompt: hintPrompt(this.opts.hints), language: this.opts.hints.language });
    return text.trim();
  }

  close() {
    this.closed = true;
    this.chunks = [];
  }
}
