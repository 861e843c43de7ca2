import { readErrorBody, type ErrorBody } from '@fondly/contract';

/**
 * Thrown for every non-2xx answer. The message is exactly `${status}: ${body text}`, or
 * `${status}: ${statusText}` when the body is empty, as the spec's error catalogue says.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON body when it was JSON, else the raw text (empty string if none). */
  readonly body: unknown;

  constructor(status: number, body: unknown, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * The server's structured error (the contract's `errorBodySchema`), when the error is an ApiError
 * carrying one; else null. Read with the contract's `readErrorBody`, which accepts what the schema
 * accepts without bringing zod into the shell.
 */
export function parseApiError(error: unknown): ErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  return readErrorBody(error.body);
}
