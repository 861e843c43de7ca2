import { parseApiError } from '@fondly/design-system/client';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** "Nov 21, 2026, 10:52 PM" in the operator's own zone. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}

/** "22:52:07": for log lines, where the day is obvious. */
export function formatTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(d.getTime()) ? '' : time.format(d);
}

/** The server's own message when it sent one, else the client's "status: body" text. */
export function errorMessage(err: unknown): string {
  return parseApiError(err)?.error.message ?? (err instanceof Error ? err.message : String(err));
}
