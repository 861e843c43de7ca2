/**
 * Speech to text for a live line (docs/decisions/082-streaming-transcriber.md). The listening
 * front end (calls/pipeline/listening/) opens one stream per call and sends her audio while she speaks;
 * it asks for the words with `flush()` when a stretch of her speech ends (or early, when she
 * may be cutting in). Streaming adapters send the audio as it comes, so a flush only waits for
 * the last few hundred milliseconds; the batch adapter sends it all at the flush.
 *
 *   deepgram         Deepgram live (nova), mu-law 8 kHz, interim results, Finalize on flush
 *   openai-realtime  OpenAI Realtime transcription session, audio/pcmu, commit on flush
 *   whisper          one request per flush (OpenAI-compatible /audio/transcriptions)
 *
 * Every adapter gets the same hints: the language and the names and topics of her life, which
 * recognisers spell better when told ("Lily", "Mrs. Okonkwo", "the bakery").
 */
export interface TranscriberHints {
  /** BCP-47 language of the call, e.g. `en`. */
  language: string;
  /** Her name, her family's, her pets' and places': words a recogniser should expect. */
  names: string[];
  /** What the call may be about. */
  topics: string[];
}

export interface StreamOptions {
  /** Sample rate of the 16-bit PCM the stream is sent (8 kHz on a phone line). */
  rate: 8000 | 16000;
  hints: TranscriberHints;
  /** Words so far, before they are final (streaming adapters; for the operator's live view). */
  onInterim?: (text: string) => void;
}

export interface TranscriptionStream {
  /**
   * Her audio, 16-bit PCM at the stream's rate. `atMs`: where this audio ends on the line
   * (ms of line audio since the call began), for lines that attach their own words to it.
   */
  send(pcm: Int16Array, atMs?: number): void;
  /**
   * The final words of everything sent since the last flush ('' for none). Rejects when the
   * transcriber failed or missed its deadline; the next flush starts after this one's audio.
   */
  flush(): Promise<string>;
  close(): void;
}

export interface Transcriber {
  readonly kind: 'deepgram' | 'openai-realtime' | 'whisper' | 'fallback' | 'attached';
  open(opts: StreamOptions): TranscriptionStream;
}

/** A short prompt for recognisers that take one (Whisper, OpenAI Realtime). */
export function hintPrompt(hints: TranscriberHints): string {
  const parts: string[] = [];
  if (hints.names.length) parts.push(`Names: ${unique(hints.names).slice(0, 20).join(', ')}.`);
  if (hints.topics.length) parts.push(`Topics: ${unique(hints.topics).slice(0, 10).join(', ')}.`);
  return parts.join(' ');
}

/** Single words a keyword-boosting recogniser (Deepgram) should expect. */
export function hintTerms(hints: TranscriberHints): string[] {
  return unique(hints.names.flatMap((n) => n.split(/\s+/)).filter((w) => /^[\p{L}'-]{2,}$/u.test(w))).slice(0, 25);
}

function unique(xs: string[]): string[] {
  return [...new Set(xs.map((x) => x.trim()).filter(Boolean))];
}

/** Waits for `p` at most `ms`; the error names what was late. */
export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
