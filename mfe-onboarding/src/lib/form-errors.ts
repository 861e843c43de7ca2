import { parseApiError } from '@fondly/design-system/client';

type Issue = { path: PropertyKey[]; message: string };

/** zod issues -> { field: first message }, the shape our fields show under themselves. */
export function fieldErrors(issues: ReadonlyArray<Issue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The server's per-field messages (e.g. a number outside the US and Canada), keyed by top-level field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = parseApiError(error)?.error.fields ?? {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const top = key.split('.')[0]!;
    if (!(top in out)) out[top] = message;
  }
  return out;
}

/** The server's own sentence for the reader, when it sent one. */
export function serverMessage(error: unknown): string | null {
  return parseApiError(error)?.error.message ?? null;
}

export function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : null;
}

/** Moves focus to the first field with a problem, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLElement | null, errors: Record<string, string>) {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  const el = form.querySelector<HTMLElement>(`[name="${first}"]`);
  el?.focus();
}
