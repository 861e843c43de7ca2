/** Our API's error body: `{ error: { code, message, fields? } }` (see @fondly/api contract). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field name -> message, for showing errors under form fields. */
    fields?: Record<string, string>;
  };
}

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

/** The server's structured error, when the error is an ApiError carrying one; else null. */
export function parseApiError(error: unknown): ApiErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  return isApiErrorBody(error.body) ? error.body : null;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner = (value as { error: unknown }).error;
  if (typeof inner !== 'object' || inner === null) return false;
  const { code, message, fields } = inner as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined ||
      (typeof fields === 'object' &&
        fields !== null &&
        Object.values(fields).every((v) => typeof v === 'string')))
  );
}
