/**
 * A map from a field's key to the one message shown under that field. The key is the dotted
 * path of the zod issue ("recipientPhone", "people.0.relationship"); an issue about the whole
 * input has the key "_".
 */
export type FieldErrors = Record<string, string>;

/** What `fieldErrors` reads of a zod issue. */
export interface FieldIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/**
 * zod issues -> FieldErrors: the key rule shared by the server's `error.fields` and every
 * form, so a message lands under the same field whichever side found it. Keys are dotted
 * paths ("_" for the whole input); the first message for a key wins.
 */
export function fieldErrors(issues: ReadonlyArray<FieldIssue>): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** What the API says when it failed on its own side (500), and what a page says when the answer had no sentence. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
