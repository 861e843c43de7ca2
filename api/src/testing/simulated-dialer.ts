import { afterAll, beforeAll } from 'vitest';
import { getCallEngine } from '../calls/lifecycle/call-engine.js';
import { startCallDialer } from '../calls/lifecycle/call-worker.js';
import type { ConversationTiming } from '../calls/pipeline/conversation/terms.js';
import { createLogger } from '../lib/logger.js';
import { SimulatedTelephony, type SimulatedTelephonyOptions } from '../providers/telephony/simulated/telephony.js';
import { SilentVoice } from '../providers/voice/local.js';
import type { Worker } from '../workers.js';
import { createTestContext } from './test-app.js';

type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * The call wing's tests on the simulated phone: a test app whose clock is `now`, scripted
 * recipients sped up (`playbackRate`), the companion silent, the conversation's timing shortened
 * and the dialer running, set up before the file's tests and stopped after. The returned object
 * reads the context once it exists (use it inside tests and hooks).
 */
export function useSimulatedDialer(
  now: () => Date,
  opts: { timing?: Partial<ConversationTiming>; dialer?: boolean; line?: Partial<SimulatedTelephonyOptions>; env?: Record<string, string> } = {},
) {
  const telephony = new SimulatedTelephony({ logger: createLogger({ level: 'silent' }), scriptedRingMs: 5, playbackRate: 40, scriptedAudio: false, ...opts.line });
  let ctx: TestContext | null = null;
  let dialer: Worker | null = null;
  beforeAll(async () => {
    ctx = await createTestContext({ now, env: opts.env, providers: { telephony, voice: new SilentVoice() } });
    getCallEngine(ctx.deps, { timing: opts.timing ?? { bargeInMs: 150, replyDelayMs: 20, silenceMs: 300, maxReprompts: 1 } });
    if (opts.dialer !== false) dialer = startCallDialer(ctx.deps, { pollMs: 25, reconcileEveryMs: 60_000 });
  });
  afterAll(async () => {
    await dialer?.stop();
    await ctx?.close();
  });
  const current = () => {
    if (!ctx) throw new Error('the simulated dialer is set up in beforeAll: use it inside a test or hook');
    return ctx;
  };
  return {
    telephony,
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get deps() {
      return current().deps;
    },
  };
}
