import type { Brain, BrainSession } from '../calls/pipeline/ports/brain.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A stand-in language model for the benchmarks: every turn it answers `reply` after
 * `firstTokenMs`, word by word, `perWordMs` apart. It remembers nothing.
 */
export function pacedBrain(reply: string, timing: { firstTokenMs: number; perWordMs: number }): Brain {
  return {
    kind: 'local',
    startSession(): BrainSession {
      return {
        finished: false,
        askedQuestions: [],
        async *reply() {
          await sleep(timing.firstTokenMs);
          for (const word of reply.split(/(?<= )/)) {
            yield word;
            if (timing.perWordMs) await sleep(timing.perWordMs);
          }
        },
      };
    },
    remember: async () => ({ summary: '', facts: [] }),
  };
}
