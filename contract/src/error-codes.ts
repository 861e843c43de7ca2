// The parts of the error contract that need no zod at run time (errors.ts holds the schema and
// re-exports these): the design-system's API client, which the shell loads on every page, reads
// error answers with `readErrorBody` instead of carrying zod for one small check.

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
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A map from a field's key to the one message shown under that field. The key is the dotted
 * path of the zod issue ("recipientPhone", "people.0.relationship"); an issue about the whole
 * input has the key "_".
 */
export type FieldErrors = Record<string, string>;

/**
 * The body of every error answer: `{ error: { code, message, fields? } }` (errors.ts holds its
 * schema, `errorBodySchema`, and the compiler holds this type and the schema's to the same shape).
 */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}

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

/**
 * The server's error body when `body` is one (what `errorBodySchema.safeParse` accepts, with its
 * unknown keys left out, as zod leaves them out), else null. A test holds the two to the same
 * answers.
 */
export function readErrorBody(body: unknown): ErrorBody | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields } = body.error;
  if (typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code) || typeof message !== 'string') return null;
  if (fields === undefined) return { error: { code: code as ErrorCode, message } };
  if (!isRecord(fields) || Object.values(fields).some((v) => typeof v !== 'string')) return null;
  return { error: { code: code as ErrorCode, message, fields: { ...(fields as Record<string, string>) } } };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
