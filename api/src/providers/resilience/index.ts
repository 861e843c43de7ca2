import type { Logger } from '../../lib/logger.js';
import { LocalBrain } from '../brain/local.js';
import type { Providers } from '../../context.js';
import { LocalVoice } from '../voice/local.js';
import { ProviderHealthRegistry } from '../../lib/circuit-breaker.js';
import { ResilientBrain } from './brain.js';
import { ResilientVoice } from './voice.js';
import { BatchTranscriber } from '../transcriber/batch.js';
import { FallbackTranscriber } from '../transcriber/fallback.js';

export { CircuitBreaker, ProviderHealthRegistry, type ProviderHealth } from '../../lib/circuit-breaker.js';
export { ResilientBrain } from './brain.js';
export { ResilientVoice } from './voice.js';

/**
 * Puts the fallback ladder around the real providers (docs/decisions/075-resilient-calls.md):
 * model → embedded companion, voice → offline espeak, streaming transcriber → batch
 * transcription → "could you say that again?". The embedded adapters need no wrapping: they
 * have nothing to fall back to.
 */
export function withFallbacks(providers: Providers, logger: Logger): Providers {
  const health = providers.health ?? new ProviderHealthRegistry();
  const log = logger.child({ component: 'fallbacks' });
  let { brain, voice } = providers;
  if (brain.kind !== 'local' && !(brain instanceof ResilientBrain)) {
    brain = new ResilientBrain(brain, new LocalBrain(), {
      registry: health,
      onFallback: (what, err) => log.warn({ err: String(err) }, `${what} failed or was late: the embedded companion carries the turn`),
    });
  }
  if (voice.kind !== 'local' && !(voice instanceof ResilientVoice)) {
    voice = new ResilientVoice(voice, new LocalVoice(), {
      registry: health,
      onFallback: (err) => log.warn({ err: String(err) }, 'voice failed or was late: the offline voice speaks the sentence'),
    });
  }
  let transcriber = providers.transcriber;
  if (!(transcriber instanceof FallbackTranscriber) && (transcriber || brain.transcribe)) {
    const transcribeFile = brain.transcribe?.bind(brain);
    transcriber = new FallbackTranscriber(
      transcriber ?? null,
      transcribeFile ? new BatchTranscriber((wav, o) => transcribeFile(wav, o.signal, { prompt: o.prompt, language: o.language })) : null,
      { registry: health, onFallback: (err) => log.warn({ err: String(err) }, 'the streaming transcriber failed or was late: batch transcription takes over for this call') },
    );
  }
  return { ...providers, brain, voice, transcriber, health };
}
