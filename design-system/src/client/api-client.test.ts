import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut, queryPath } from './api-client';
import { ApiError, parseApiError } from './api-error';
import { startTestServer, type RecordedRequest, type TestServer } from './test-server';

function send(res: ServerResponse, status: number, body = '', headers: Record<string, string> = {}) {
  res.writeHead(status, headers);
  res.end(body);
}

const json = { 'Content-Type': 'application/json' };
const validationBody = {
  error: { code: 'validation_failed', message: 'Valid email required', fields: { email: 'Valid email required' } },
};

function route(req: RecordedRequest, res: ServerResponse) {
  switch (`${req.method} ${req.url}`) {
    case 'GET /api/affiliates/abc/stats':
      return send(res, 200, JSON.stringify({ totalEarnings: 120 }), json);
    case 'GET /api/missing':
      return send(res, 404);
    case 'GET /api/broken':
      return send(res, 500, 'Database is down', { 'Content-Type': 'text/plain' });
    case 'GET /api/me':
      return send(res, 401, JSON.stringify({ error: { code: 'unauthorised', message: 'Please sign in' } }), json);
    case 'POST /api/affiliates':
      return send(res, 400, JSON.stringify(validationBody), json);
    case 'DELETE /api/item/1':
      return send(res, 204);
    default:
      // Echo what arrived, so tests can check method, body and headers.
      return send(
        res,
        200,
        JSON.stringify({ method: req.method, body: req.body, contentType: req.headers['content-type'] ?? null }),
        json,
      );
  }
}

// Every call below goes over real HTTP to a real server with the client's own fetch. Cookies
// are the browser's part of fetch (credentials: 'include'); the e2e journeys that sign in
// cover them.
describe('API client against a real HTTP server', () => {
  let server: TestServer;
  const url = (path: string) => `${server.origin}${path}`;

  beforeAll(async () => {
    server = await startTestServer(route, window.location.origin);
  });

  afterAll(() => server.close());

  beforeEach(() => {
    server.requests.length = 0;
  });

  it('joins key segments with slashes', () => {
    expect(queryPath('/api/affiliates', 'abc', 'stats')).toBe('/api/affiliates/abc/stats');
    expect(queryPath('/api/items', 7)).toBe('/api/items/7');
  });

  it('reads JSON from a path built with queryPath', async () => {
    const stats = await apiGet<{ totalEarnings: number }>(url(queryPath('/api/affiliates', 'abc', 'stats')));
    expect(stats).toEqual({ totalEarnings: 120 });
  });

  it('sends no Content-Type and no body when there is no body', async () => {
    await apiGet(url('/api/echo'));
    await apiPost(url('/api/affiliates/abc/payout'));
    expect(server.requests.map((r) => [r.method, r.headers['content-type'], r.body])).toEqual([
      ['GET', undefined, ''],
      ['POST', undefined, ''],
    ]);
  });

  it('sends a present body as JSON', async () => {
    const answer = await apiPost<{ body: string; contentType: string }>(url('/api/feedback'), { rating: 5 });
    expect(answer.body).toBe('{"rating":5}');
    expect(answer.contentType).toMatch(/^application\/json/);
  });

  it.each([
    ['PUT', apiPut],
    ['PATCH', apiPatch],
  ] as const)('sends %s with a JSON body', async (method, call) => {
    const answer = await call<{ method: string; body: string }>(url('/api/thing'), { a: 1 });
    expect(answer).toMatchObject({ method, body: '{"a":1}' });
  });

  it('answers undefined for an empty 2xx body', async () => {
    await expect(apiDelete(url('/api/item/1'))).resolves.toBeUndefined();
  });

  it('throws "status: body text" for a non-2xx answer with a body', async () => {
    const error = await apiGet(url('/api/broken')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Database is down');
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).body).toBe('Database is down');
  });

  it('throws "status: status text" when the body is empty', async () => {
    await expect(apiGet(url('/api/missing'))).rejects.toMatchObject({ message: '404: Not Found', status: 404 });
  });

  it('throws on 401 by default, quoting the body', async () => {
    await expect(apiGet(url('/api/me'))).rejects.toMatchObject({
      status: 401,
      message: '401: {"error":{"code":"unauthorised","message":"Please sign in"}}',
    });
  });

  it('returns null on 401 when asked to', async () => {
    await expect(apiGet(url('/api/me'), { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still throws other errors when on401 is returnNull', async () => {
    await expect(apiGet(url('/api/missing'), { on401: 'returnNull' })).rejects.toMatchObject({ status: 404 });
  });

  it('makes exactly one request per call: no retries', async () => {
    await apiGet(url('/api/broken')).catch(() => undefined);
    await apiPost(url('/api/affiliates'), { name: 'Ann' }).catch(() => undefined);
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('parseApiError gives forms the server’s code, message and field messages', async () => {
    const error = await apiPost(url('/api/affiliates'), { name: 'Ann', email: 'nope' }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(validationBody)}`);
    expect(parseApiError(error)).toEqual(validationBody);
  });

  it('parseApiError returns null for errors without our error shape', async () => {
    const error = await apiGet(url('/api/broken')).catch((e: unknown) => e);
    expect(parseApiError(error)).toBeNull();
    expect(parseApiError(new Error('network'))).toBeNull();
  });
});
