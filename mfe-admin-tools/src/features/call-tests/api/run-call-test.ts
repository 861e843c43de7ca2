import { ApiError, callApi, parseApiError } from '@fondly/design-system/client';
import {
  callsApi,
  fullCallFlowRequestSchema,
  phoneTestRequestSchema,
  testResultSchema,
  voiceTestRequestSchema,
  type FullCallFlowRequest,
  type PhoneTestRequest,
  type TestResult,
  type VoiceTestRequest,
} from '@fondly/contract';

export type CallTestKind = 'voice' | 'phone' | 'outbound' | 'full-flow';

/** The four tests of spec section 2, each with its endpoint (spec section 7). */
export const CALL_TESTS: Record<CallTestKind, { title: string; button: string; needsPhone: boolean }> = {
  voice: { title: 'Voice generation', button: 'Test voice generation', needsPhone: false },
  phone: { title: 'Phone call', button: 'Test phone call', needsPhone: true },
  outbound: { title: 'Outbound call', button: 'Test outbound call', needsPhone: true },
  'full-flow': { title: 'Full call flow', button: 'Test full call flow', needsPhone: true },
};

export type CallTestInput =
  | { kind: 'voice'; body: VoiceTestRequest }
  | { kind: 'phone' | 'outbound'; body: PhoneTestRequest }
  | { kind: 'full-flow'; body: FullCallFlowRequest };

/** Each test's request, checked first with the schema the server validates with (a refused input throws). */
function prepare(input: CallTestInput): () => Promise<unknown> {
  switch (input.kind) {
    case 'voice': {
      const body = voiceTestRequestSchema.parse(input.body);
      return () => callApi(callsApi.testVoice, { body });
    }
    case 'phone':
    case 'outbound': {
      const body = phoneTestRequestSchema.parse(input.body);
      return () => callApi(input.kind === 'phone' ? callsApi.testPhone : callsApi.testOutboundCall, { body });
    }
    case 'full-flow': {
      const body = fullCallFlowRequestSchema.parse(input.body);
      return () => callApi(callsApi.testFullCallFlow, { body });
    }
  }
}

/**
 * Runs one test and always answers a result card's worth: the API's own result, or a
 * "Failed" result built from whatever went wrong on the way (refused input, network, 5xx).
 * A 401 is passed on, so the page can show the sign-in state.
 */
export async function runCallTest(input: CallTestInput): Promise<TestResult> {
  const send = prepare(input);
  let answer: unknown;
  try {
    answer = await send();
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
