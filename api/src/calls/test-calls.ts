import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { calls } from '../db/schema/index.js';
import { testRecipient } from '../families/test-family.js';
import type { TestResult } from '@fondly/contract/calls';
import { AppError } from '../lib/errors.js';
import { normalizePhone } from '../lib/phone.js';
import { AUDIO_MIME, collectAudio } from './pipeline/ports/voice.js';
import { getCallEngine } from './lifecycle/call-engine.js';
import { TERMINAL_STATES, type CallRow } from './lifecycle/state-machine.js';

/**
 * The operator's test buttons (/api-test) run through the same engine as real calls. Test
 * calls belong to an "operator tests" account with no schedule (never planned, never
 * billed, no family mail) and carry origin 'test'.
 */
type Step = NonNullable<TestResult['steps']>[number];
const step = (s: string, ok: boolean, detail?: string): Step => ({ step: s, ok, at: new Date().toISOString(), ...(detail ? { detail } : {}) });

export const ANNOUNCEMENT = 'Hello! This is a test call from Fondly. Your phone line is working. Goodbye!';

function checkedPhone(phoneNumber: string): string {
  const phone = normalizePhone(phoneNumber);
  if (!phone.ok) throw new AppError(400, 'validation_failed', phone.message, { phoneNumber: phone.message });
  return phone.e164;
}

/** A test call, already claimed (state dialing) so no dialer worker can take it as well. */
async function newTestCall(deps: AppDeps, recipientId: string): Promise<CallRow> {
  const now = deps.now();
  const [call] = await deps.database.db
    .insert(calls)
    .values({
      recipientId,
      dueAt: now,
      origin: 'test',
      state: 'dialing',
      lockedBy: 'test-endpoint',
      dialedAt: now,
      deadlineAt: new Date(now.getTime() + 2 * 60_000),
      steps: [
        { state: 'scheduled', at: now.toISOString(), note: 'operator test' },
        { state: 'dialing', at: now.toISOString() },
      ],
    })
    .returning();
  return call!;
}

export async function runVoiceTest(deps: AppDeps, input: { text: string; voice: 'female' | 'male' }): Promise<TestResult> {
  const voice = deps.providers.voice;
  const format = voice.kind === 'elevenlabs' ? 'mp3' : 'wav';
  const t0 = performance.now();
  try {
    const audio = await collectAudio(voice.synthesize({ text: input.text, voice: input.voice, format }));
    const ms = Math.round(performance.now() - t0);
    return {
      success: true,
      message: `Voice generated with ${voice.kind === 'elevenlabs' ? 'ElevenLabs' : 'offline synthesis (espeak-ng)'}.`,
      audioFile: `data:${AUDIO_MIME[format]};base64,${Buffer.from(audio).toString('base64')}`,
      details: { provider: voice.kind, voice: input.voice, bytes: audio.length, milliseconds: ms },
    };
  } catch (err) {
    return { success: false, message: 'Voice generation failed.', error: err instanceof Error ? err.message : String(err), details: { provider: voice.kind } };
  }
}

/** Places a short announcement call: proves the telephony account and number work. */
export async function runPhoneTest(deps: AppDeps, input: { phoneNumber: string }): Promise<TestResult> {
  const phone = checkedPhone(input.phoneNumber);
  const recipient = await testRecipient(deps, phone, 'Test recipient', []);
  const call = await newTestCall(deps, recipient.id);
  const placed = await getCallEngine(deps).dial(call, { announcement: ANNOUNCEMENT });
  if (!placed?.providerCallId) {
    return { success: false, message: 'The test call could not be placed.', error: placed?.failureReason ?? 'unknown error', details: { telephony: deps.providers.telephony.kind, callId: call.id } };
  }
  return {
    success: true,
    message: `Test call placed to ${phone}. It will say a short message and hang up.`,
    callSid: placed.providerCallId,
    details: { telephony: deps.providers.telephony.kind, callId: call.id },
  };
}

/** Places a full companion call through the engine and answers as soon as it is ringing. */
export async function runOutboundCallTest(deps: AppDeps, input: { phoneNumber: string }): Promise<TestResult> {
  const phone = checkedPhone(input.phoneNumber);
  const recipient = await testRecipient(deps, phone, 'Friend', ['companionship']);
  const call = await newTestCall(deps, recipient.id);
  const placed = await getCallEngine(deps).dial(call);
  if (!placed?.providerCallId) {
    return { success: false, message: 'The call could not be placed.', error: placed?.failureReason ?? 'unknown error', details: { callId: call.id } };
  }
  return {
    success: true,
    message: deps.providers.telephony.kind === 'local' ? 'Call placed. Answer it on the phone simulator (/admin/phone).' : `Call placed to ${phone}.`,
    callSid: placed.providerCallId,
    details: { telephony: deps.providers.telephony.kind, callId: call.id },
  };
}

/**
 * The whole flow: plan, voice, dial, conversation, transcript. Waits for the call to end
 * (up to `waitMs`) and reports every step it saw.
 */
export async function runFullCallFlow(
  deps: AppDeps,
  input: { phoneNumber: string; recipientName: string; topic: string },
  opts: { waitMs?: number } = {},
): Promise<TestResult> {
  const steps: Step[] = [];
  const phone = checkedPhone(input.phoneNumber);
  const recipient = await testRecipient(deps, phone, input.recipientName, input.topic ? [input.topic] : []);
  steps.push(step('Recipient prepared', true, `${input.recipientName}, topic: ${input.topic || 'companionship'}`));
  const call = await newTestCall(deps, recipient.id);
  const engine = getCallEngine(deps);
  const planned = await engine.planFor(call.id);
  steps.push(step('Call plan built', Boolean(planned), planned?.plan.opening));
  const voice = await runVoiceTest(deps, { text: planned?.plan.opening ?? 'Hello from Fondly.', voice: recipient.voice });
  steps.push(step('Opening synthesized', voice.success, voice.success ? `${String(voice.details?.bytes)} bytes in ${String(voice.details?.milliseconds)} ms` : voice.error));
  const placed = await engine.dial(call);
  if (!placed?.providerCallId) {
    steps.push(step('Call placed', false, placed?.failureReason ?? 'unknown error'));
    return { success: false, message: 'Failed', error: 'The call could not be placed.', steps, audioFile: voice.audioFile };
  }
  steps.push(step('Call placed', true, placed.providerCallId));
  const deadline = Date.now() + (opts.waitMs ?? 120_000);
  let row: CallRow = placed;
  const seen = new Set<string>(['dialing']);
  while (Date.now() < deadline) {
    [row] = (await deps.database.db.select().from(calls).where(eq(calls.id, call.id))) as [CallRow];
    for (const s of row.steps) {
      if (seen.has(s.state)) continue;
      seen.add(s.state);
      steps.push(step(`Call ${s.state.replace('_', ' ')}`, !['failed', 'busy', 'no_answer', 'canceled'].includes(s.state), s.note));
    }
    if (TERMINAL_STATES.includes(row.state) && !engine.live.has(call.id)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const done = TERMINAL_STATES.includes(row.state);
  if (done) steps.push(step('Transcript saved', row.transcript.length > 0, `${row.transcript.length} lines`));
  const ok = row.state === 'completed';
  return {
    success: ok,
    message: ok ? 'Full call flow completed.' : done ? `The call ended as ${row.state.replace('_', ' ')}.` : 'The call is still going; follow it on the live calls board.',
    ...(ok || !done ? {} : { error: row.failureReason ?? `Call ended: ${row.state.replace('_', ' ')}` }),
    callSid: row.providerCallId ?? undefined,
    audioFile: voice.audioFile,
    steps,
    details: { callId: call.id, state: row.state, durationSeconds: row.durationSeconds, flags: row.flags, transcript: row.transcript },
  };
}
