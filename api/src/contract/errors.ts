import { z } from 'zod';

/** Every `error.code` the API answers with. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unavailable',
  'internal',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * A map from a field's key to the one message shown under that field. The key is the dotted
 * path of the zod issue ("recipientPhone", "people.0.relationship"); an issue about the whole
 * input has the key "_".
 */
export type FieldErrors = Record<string, string>;

/**
 * The body of every error answer: `{ error: { code, message, fields? } }`. `message` is meant
 * for the reader; `fields` (see FieldErrors) names each bad field, as the forms show them.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

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
