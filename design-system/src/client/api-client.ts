import type { AnyApiRoute, ApiInput, ApiResponse, HttpMethod } from '@fondly/contract';
import { ApiError } from './api-error';

/**
 * The one HTTP client for every page, on the browser's own `fetch` (decision 115: axios cost
 * every route 20 KB gzip). Paths are this site's (same origin), cookies always sent, and no
 * retries anywhere: a failed write must never be replayed behind the reader's back. Bodies
 * are read as raw text so error messages can quote the server exactly.
 */
/** Where paths are sent: '' is this site (the browser's own origin). Tests point it at their server. */
export const apiBase = { origin: '' };

interface RawResponse {
  status: number;
  statusText: string;
  text: string;
}

/** The arguments of a call: none when the route needs nothing, else its params, body and query. */
export type ApiArgs<R extends AnyApiRoute> = object extends ApiInput<R> ? [input?: ApiInput<R>] : [input: ApiInput<R>];

interface AnyInput {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
}
/** A call's input as the client reads it; ApiArgs has checked it against the route already. */
const inputOf = (args: readonly unknown[]) => (args[0] ?? {}) as AnyInput;

/**
 * The route's path with its parameters filled in (each encoded) and its query appended (a
 * parameter left undefined is left out). Also for addresses the browser opens itself: a
 * download link, a frame, a WebSocket.
 */
export function apiPath<R extends AnyApiRoute>(route: R, ...args: ApiArgs<R>): string {
  const { params = {}, query = {} } = inputOf(args);
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** One call of an endpoint of the contract's route table (`@fondly/contract`, `*Api`), typed by it. */
export async function callApi<R extends AnyApiRoute>(route: R, ...args: ApiArgs<R>): Promise<ApiResponse<R>> {
  return readBody<ApiResponse<R>>(await send(route.method, apiPath(route, ...args), inputOf(args).body));
}

/** As callApi, but null when no one is signed in (401): "who is signed in?" is a question, not an error. */
export async function callApiIfSignedIn<R extends AnyApiRoute>(route: R, ...args: ApiArgs<R>): Promise<ApiResponse<R> | null> {
  const response = await send(route.method, apiPath(route, ...args), inputOf(args).body);
  if (response.status === 401) return null;
  return readBody<ApiResponse<R>>(response);
}

async function send(method: HttpMethod, path: string, body?: unknown): Promise<RawResponse> {
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
