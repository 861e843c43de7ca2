import { apiPost, ApiError, parseApiError } from '@fondly/design-system/client';
import {
  fullCallFlowRequestSchema,
  phoneTestRequestSchema,
  testResultSchema,
  voiceTestRequestSchema,
  type FullCallFlowRequest,
  type PhoneTestRequest,
  type TestResult,
  type VoiceTestRequest,
} from '@fondly/api/contract';

export type CallTestKind = 'voice' | 'phone' | 'outbound' | 'full-flow';

/** The four tests of spec section 2, each with its endpoint (spec section 7). */
export const CALL_TESTS: Record<CallTestKind, { title: string; button: string; path: string; needsPhone: boolean }> = {
  voice: { title: 'Voice generation', button: 'Test voice generation', path: '/api/test/elevenlabs', needsPhone: false },
  phone: { title: 'Phone call', button: 'Test phone call', path: '/api/test/twilio', needsPhone: true },
  outbound: { title: 'Outbound call', button: 'Test outbound call', path: '/api/test/outbound-call', needsPhone: true },
  'full-flow': { title: 'Full call flow', button: 'Test full call flow', path: '/api/test/full-call-flow', needsPhone: true },
};

export type CallTestInput =
  | { kind: 'voice'; body: VoiceTestRequest }
  | { kind: 'phone' | 'outbound'; body: PhoneTestRequest }
  | { kind: 'full-flow'; body: FullCallFlowRequest };

const SCHEMAS = { voice: voiceTestRequestSchema, phone: phoneTestRequestSchema, outbound: phoneTestRequestSchema, 'full-flow': fullCallFlowRequestSchema };

/**
 * Runs one test and always answers a result card's worth: the API's own result, or a
 * "Failed" result built from whatever went wrong on the way (refused input, network, 5xx).
 * A 401 is passed on, so the page can show the sign-in state.
 */
export async function runCallTest(input: CallTestInput): Promise<TestResult> {
  const body = SCHEMAS[input.kind].parse(input.body);
  let answer: unknown;
  try {
    answer = await apiPost<unknown>(CALL_TESTS[input.kind].path, body);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw err;
    const server = parseApiError(err);
    return {
      success: false,
      message: `The ${CALL_TESTS[input.kind].title.toLowerCase()} test did not run.`,
      error: server?.error.message ?? (err instanceof Error ? err.message : String(err)),
      details: {
        ...(err instanceof ApiError ? { status: err.status } : {}),
        ...(server?.error.code ? { code: server.error.code } : {}),
        ...(server?.error.fields ? { fields: server.error.fields } : {}),
      },
    };
  }
  const parsed = testResultSchema.safeParse(answer);
  if (parsed.success) return parsed.data;
  return {
    success: false,
    message: 'The API answered something this page does not understand.',
    error: 'Unexpected answer',
    details: { answer },
  };
}
