import { callApi, reportClientError } from '@fondly/design-system/client';
import { feedbackApi, feedbackSchema, type FeedbackInput } from '@fondly/contract';

/** Sends the feedback, checked first with the same schema the server validates with. */
export async function sendFeedback(input: FeedbackInput): Promise<void> {
  await callApi(feedbackApi.send, { body: feedbackSchema.parse(input) });
}

/**
 * Spec section 8: a feedback failure is logged only, never shown. It goes to the console
 * and to the API's client error log, where operators see it.
 */
export function logFeedbackFailure(err: unknown): void {
  const message = err instanceof Error ? err.message : String(err);
  console.error('[fondly] feedback could not be sent', err);
  reportClientError({ remote: 'admin-tools', message: `feedback could not be sent: ${message}` });
}
