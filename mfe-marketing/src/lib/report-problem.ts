import { reportClientError } from '@fondly/design-system/client';

/**
 * For failures the spec says to log without telling the visitor (checkout, sample-call
 * lookup): the browser console for whoever is debugging, and the API's client-error log
 * for the team. Never throws.
 */
export function reportProblem(message: string, error?: unknown): void {
  console.error(`[fondly marketing] ${message}`, error);
  const detail = error instanceof Error ? error.message : error === undefined ? undefined : String(error);
  reportClientError({ remote: 'marketing', message, detail });
}
