import { ApiError } from './api-error';

/**
 * The one HTTP client for every page, on the browser's own `fetch` (decision 115: axios cost
 * every route 20 KB gzip). Paths are this site's (same origin), cookies always sent, and no
 * retries anywhere: a failed write must never be replayed behind the reader's back. Bodies
 * are read as raw text so error messages can quote the server exactly.
 */
/** Where paths are sent: '' is this site (the browser's own origin). Tests point it at their server. */
export const apiBase = { origin: '' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface RawResponse {
  status: number;
  statusText: string;
  text: string;
}

export interface ApiGetOptions {
  /** 'returnNull' answers null on 401 (e.g. "am I logged in?"); default 'throw'. */
  on401?: 'throw' | 'returnNull';
}

export function apiGet<T>(path: string, options: { on401: 'returnNull' }): Promise<T | null>;
export function apiGet<T>(path: string, options?: ApiGetOptions): Promise<T>;
export async function apiGet<T>(path: string, options: ApiGetOptions = {}): Promise<T | null> {
  const response = await send('GET', path);
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  return readBody<T>(response);
}

export async function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return readBody<T>(await send('POST', path, body));
}

export async function apiPut<T>(path: string, body?: unknown): Promise<T> {
  return readBody<T>(await send('PUT', path, body));
}

export async function apiPatch<T>(path: string, body?: unknown): Promise<T> {
  return readBody<T>(await send('PATCH', path, body));
}

export async function apiDelete<T>(path: string, body?: unknown): Promise<T> {
  return readBody<T>(await send('DELETE', path, body));
}

/**
 * Builds a path from query-key segments joined with '/', as the spec's generic reads do:
 * queryPath('/api/affiliates', code, 'stats') -> '/api/affiliates/<code>/stats'.
 * Segments are joined as given; encode user input with encodeURIComponent first.
 */
export function queryPath(...segments: Array<string | number>): string {
  return segments.map(String).join('/');
}

async function send(method: Method, path: string, body?: unknown): Promise<RawResponse> {
  const hasBody = body !== undefined;
  const response = await fetch(`${apiBase.origin}${path}`, {
    method,
    credentials: 'include',
    // JSON only when there is a body: a body-less request carries no Content-Type at all.
    headers: hasBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  // Every status is read; `readBody` decides what is an error, in one place.
  return { status: response.status, statusText: response.statusText, text: await response.text() };
}

function readBody<T>(response: RawResponse): T {
  const { text } = response;
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(response.status, parseMaybeJson(text), text, response.statusText);
  }
  // 204 and other empty answers have nothing to parse.
  if (text === '') return undefined as T;
  return JSON.parse(text) as T;
}

function parseMaybeJson(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
