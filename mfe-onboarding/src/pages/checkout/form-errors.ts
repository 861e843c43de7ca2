import { parseApiError } from '@fondly/design-system/client';

/** The first message per field, as the server also answers them (`error.fields`). */
export function fieldErrors(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** The server's field messages and its main message, for showing under the form. */
export function serverErrors(err: unknown): { fields: Record<string, string>; message: string } {
  const body = parseApiError(err);
  return {
    fields: body?.error.fields ?? {},
    message: body?.error.message ?? 'Something went wrong on our side. Please try again.',
  };
}
