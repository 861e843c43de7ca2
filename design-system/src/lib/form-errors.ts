import { fieldErrors, type FieldErrors, type FieldIssue } from '@fondly/contract';
import { parseApiError } from '../client/api-error';

/**
 * The one way a form turns problems into messages under its fields. Both sides use the
 * contract's key rule (`fieldErrors`): the dotted path of the zod issue, "_" for the whole
 * input, the first message per key. A top-level field's key is its name ("recipientPhone"); a
 * row of a list is "people.0.relationship". The server's `error.fields` are keyed the same way,
 * so what it sends lands under the same field as what the browser found.
 */
export { fieldErrors, type FieldErrors, type FieldIssue };

/** The server's per-field messages (e.g. a number outside the US and Canada); {} when it sent none. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return { ...(parseApiError(error)?.error.fields ?? {}) };
}

/** The server's own sentence for the reader, when it sent one. */
export function serverMessage(error: unknown): string | null {
  return parseApiError(error)?.error.message ?? null;
}

/** The HTTP status of a failed call, or null when there was none (offline, a bug). */
export function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : null;
}

/** Moves focus to the first field with a problem, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLElement | null, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/** What `checkForm` needs of a schema: zod's `safeParse`. */
export interface FormSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<FieldIssue> } };
}

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * The small form helper: validates `values` with the schema the server also uses. On a problem
 * it answers the field errors and, given the form, moves focus to the first bad field.
 */
export function checkForm<T>(schema: FormSchema<T>, values: unknown, form?: HTMLElement | null): FormCheck<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = fieldErrors(parsed.error.issues);
  if (form) focusFirstError(form, errors);
  return { ok: false, errors };
}
