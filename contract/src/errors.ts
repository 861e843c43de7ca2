import { z } from 'zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from './error-codes.js';

export { ERROR_CODES, fieldErrors, readErrorBody, INTERNAL_ERROR_MESSAGE, type ErrorBody, type ErrorCode, type FieldErrors, type FieldIssue } from './error-codes.js';

export const errorCodeSchema = z.enum(ERROR_CODES);

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

// ErrorBody (error-codes.ts, plain TypeScript for the shell) is exactly what the schema parses: a
// change to either that the other does not make fails the type check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ErrorBodyMatchesSchema = Assert<Same<z.infer<typeof errorBodySchema>, ErrorBody> & Same<z.infer<typeof errorCodeSchema>, ErrorCode>>;

