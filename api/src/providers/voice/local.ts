import { Worker } from 'node:worker_threads';
import { mulawToLinear, wavToMulaw8k } from '../../lib/audio-codec.js';
import { collectAudio, type SynthesisRequest, type Voice } from '../../calls/pipeline/ports/voice.js';

/** Unhurried speech for older listeners: ~135 words a minute (espeak's default is 175). */
const WORDS_PER_MINUTE = 135;
/** A repeat after "Pardon?": slower still. */
const SLOW_WORDS_PER_MINUTE = 105;
const ESPEAK_VOICES = { female: 'en-us+f3', male: 'en-us+m3' } as const;
const CACHE_LIMIT = 300;

/**
 * Offline speech with espeak-ng in a worker thread. Repeated phrases (greetings,
 * re-prompts) come from a small cache.
 */
export class LocalVoice implements Voice {
  readonly kind = 'local' as const;
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, { resolve: (wav: Uint8Array) => void; reject: (err: Error) => void }>();
  private cache = new Map<string, Uint8Array>();
  private warming: Promise<void> | null = null;

  /**
   * Starts the worker thread, compiles espeak's WebAssembly and speaks one word, so the
   * first call after a restart does not pay for it while the recipient waits (that took
   * up to 1.9 s on a busy machine, most of the 2 seconds the first words may take).
   */
  warm(): Promise<void> {
    this.warming ??= this.request('Hello.', ESPEAK_VOICES.female).then(
      () => undefined,
      (err: unknown) => {
        this.warming = null;
        throw err;
      },
    );
    return this.warming;
  }

  async *synthesize(req: SynthesisRequest): AsyncIterable<Uint8Array> {
    const wav = await this.wav(req.text, req.voice, req.rate === 'slow' ? SLOW_WORDS_PER_MINUTE : WORDS_PER_MINUTE);
    if (req.signal?.aborted) return;
    yield req.format === 'ulaw_8000' ? wavToMulaw8k(wav) : wav;
  }

  async wav(text: string, voice: 'female' | 'male', wordsPerMinute = WORDS_PER_MINUTE): Promise<Uint8Array> {
    // espeak would read a leading '-' as an option; speech never needs one.
    const clean = text.replace(/^[\s-]+/, '').replace(/\s+/g, ' ').slice(0, 2000) || '...';
    const key = `${voice}|${wordsPerMinute}|${clean}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const wav = await this.request(clean, ESPEAK_VOICES[voice], wordsPerMinute);
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, wav);
    return wav;
  }

  private request(text: string, voice: string, wordsPerMinute = WORDS_PER_MINUTE): Promise<Uint8Array> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, text, voice, rate: wordsPerMinute });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./espeak-thread.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (msg: { id?: number; wav?: Uint8Array; error?: string }) => {
      if (msg.id === undefined) return;
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (!p) return;
      if (msg.error || !msg.wav) p.reject(new Error(`Speech synthesis failed: ${msg.error ?? 'no audio'}`));
      else p.resolve(new Uint8Array(msg.wav));
    });
    worker.on('error', (err) => {
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  async close() {
    await this.worker?.terminate();
    this.worker = null;
    this.warming = null;
  }
}

/** Text only: no audio at all (benchmarks of the engine itself, and a fallback). */
export class SilentVoice implements Voice {
  readonly kind = 'local' as const;
  // eslint-disable-next-line require-yield
  async *synthesize(): AsyncIterable<Uint8Array> {
    return;
  }
}

/**
 * One line spoken offline as 16-bit samples at 8 kHz, the silence around it trimmed: the person
 * at the other end of a simulated line.
 */
export async function spokenPcm(voice: LocalVoice, text: string, gender: 'female' | 'male'): Promise<Int16Array> {
  const bytes = await collectAudio(voice.synthesize({ text, voice: gender, format: 'ulaw_8000' }));
  const pcm = Int16Array.from(bytes, (b) => mulawToLinear(b));
  let a = 0;
  let b = pcm.length;
  while (a < b && Math.abs(pcm[a]!) < 100) a++;
  while (b > a && Math.abs(pcm[b - 1]!) < 100) b--;
  return pcm.slice(a, b);
}
