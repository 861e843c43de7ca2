import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fieldErrors, type ErrorBody, type ErrorCode, type FieldIssue } from '@fondly/contract/errors';

export type { ErrorBody, ErrorCode } from '@fondly/contract/errors';

/** An error the API answers with on purpose: its message is meant for the user. */
export class AppError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const unauthorized = (message = 'Please sign in first.') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError(403, 'forbidden', message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, 'conflict', message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);

export function validationError(issues: ReadonlyArray<FieldIssue>): AppError {
  const fields = fieldErrors(issues);
  const first = Object.values(fields)[0] ?? 'Please check the form.';
  return new AppError(400, 'validation_failed', first, fields);
}

// PostgreSQL's refusals of a value: 22021 bad byte (NUL), 22P05 bad Unicode escape, 22P02 bad
// text for the type (uuid), 22001 too long, 22003 number out of range, 22007/22008 bad date.
const REFUSED_VALUE = new Set(['22021', '22P05', '22P02', '22001', '22003', '22007', '22008']);
/**
 * The SQLSTATE when the database refused a value. The contract should refuse such input first;
 * when some slips through, the person still gets a 400 in plain words, never a 500, and the
 * log says where.
 */
export function databaseRefusedValue(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && REFUSED_VALUE.has(code)) return code;
  }
  return null;
}

export const UNSAVABLE_INPUT = 'Something in this request could not be saved. Please check what you typed and try again.';
