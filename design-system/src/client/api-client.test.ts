import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountApi, affiliatesApi, familyMembersApi, feedbackApi, outboxApi, recipientsApi, storiesApi, supportApi } from '@fondly/contract';
import { apiBase, apiPath, callApi, callApiIfSignedIn } from './api-client';
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
    case 'GET /api/stories/missing':
      return send(res, 404);
    case 'GET /api/dashboard':
      return send(res, 500, 'Database is down', { 'Content-Type': 'text/plain' });
    case 'GET /api/account':
      return send(res, 401, JSON.stringify({ error: { code: 'unauthorised', message: 'Please sign in' } }), json);
    case 'POST /api/affiliates':
      return send(res, 400, JSON.stringify(validationBody), json);
    case 'DELETE /api/family-members/1':
      return send(res, 204);
    default:
      // Echo what arrived, so tests can check method, address, body and headers.
      return send(
        res,
        200,
        JSON.stringify({ method: req.method, url: req.url, body: req.body, contentType: req.headers['content-type'] ?? null }),
        json,
      );
  }
}

// Every call below goes over real HTTP to a real server with the client's own fetch. Cookies
// are the browser's part of fetch (credentials: 'include'); the e2e journeys that sign in
// cover them.
describe('API client against a real HTTP server', () => {
  let server: TestServer;
  /** What the echo answers; the routes' own answer types do not describe it. */
  const echo = (answer: unknown) => answer as { method: string; url: string; body: string; contentType: string | null };

  beforeAll(async () => {
    server = await startTestServer(route, window.location.origin);
    apiBase.origin = server.origin;
  });

  afterAll(async () => {
    apiBase.origin = '';
    await server.close();
  });

  beforeEach(() => {
    server.requests.length = 0;
  });

  it('fills in the path parameters, each encoded, and leaves an undefined query value out', () => {
    expect(apiPath(affiliatesApi.stats, { params: { code: 'abc' } })).toBe('/api/affiliates/abc/stats');
    expect(apiPath(recipientsApi.skipCall, { params: { id: 'r/1', callId: 'c 2' } })).toBe('/api/recipients/r%2F1/calls/c%202/skip');
    expect(apiPath(outboxApi.list, { query: { status: 'failed', before: undefined } })).toBe('/api/outbox?status=failed');
    expect(apiPath(outboxApi.list)).toBe('/api/outbox');
    expect(apiPath(storiesApi.book, { params: { recipientId: 'r1' } })).toBe('/api/keepsakes/book/r1');
  });

  it('is typed by the route table: a missing parameter or body does not compile', () => {
    // @ts-expect-error the route's path has :code
    expect(() => apiPath(affiliatesApi.stats)).toThrow('/api/affiliates/:code/stats needs code');
    // @ts-expect-error a parameter the path does not have
    expect(() => apiPath(affiliatesApi.stats, { params: { id: 'abc' } })).toThrow();
    // @ts-expect-error a write with a body needs it
    void (() => callApi(feedbackApi.send));
    // @ts-expect-error the body is the route's own input type
    void (() => callApi(feedbackApi.send, { body: { rating: 'five' } }));
  });

  it('reads JSON from the route with its parameters filled in', async () => {
    const stats = await callApi(affiliatesApi.stats, { params: { code: 'abc' } });
    expect(stats).toEqual({ totalEarnings: 120 });
  });

  it('sends the query of a read', async () => {
    const answer = echo(await callApi(supportApi.queue, { query: { status: 'open' } }));
    expect(answer).toMatchObject({ method: 'GET', url: '/api/admin/support-requests?status=open' });
  });

  it('sends no Content-Type and no body when there is no body', async () => {
    await callApi(storiesApi.list);
    await callApi(affiliatesApi.requestPayout, { params: { code: 'abc' } });
    expect(server.requests.map((r) => [r.method, r.url, r.headers['content-type'], r.body])).toEqual([
      ['GET', '/api/stories', undefined, ''],
      ['POST', '/api/affiliates/abc/payout', undefined, ''],
    ]);
  });

  it('sends a present body as JSON', async () => {
    const answer = echo(await callApi(feedbackApi.send, { body: { rating: 5, recommend: true } }));
    expect(answer.body).toBe('{"rating":5,"recommend":true}');
    expect(answer.contentType).toMatch(/^application\/json/);
  });

  it.each([
    ['PUT', () => callApi(recipientsApi.saveProfile, { params: { id: 'r1' }, body: { a: 1 } as never })],
    ['PATCH', () => callApi(familyMembersApi.update, { params: { id: 'm1' }, body: { a: 1 } as never })],
  ] as const)('sends %s with a JSON body', async (method, call) => {
    expect(echo(await call())).toMatchObject({ method, body: '{"a":1}' });
  });

  it('answers undefined for an empty 2xx body', async () => {
    await expect(callApi(familyMembersApi.remove, { params: { id: 1 } })).resolves.toBeUndefined();
  });

  it('throws "status: body text" for a non-2xx answer with a body', async () => {
    const error = await callApi(storiesApi.dashboard).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Database is down');
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).body).toBe('Database is down');
  });

  it('throws "status: status text" when the body is empty', async () => {
    await expect(callApi(storiesApi.get, { params: { id: 'missing' } })).rejects.toMatchObject({ message: '404: Not Found', status: 404 });
  });

  it('throws on 401 by default, quoting the body', async () => {
    await expect(callApi(accountApi.get)).rejects.toMatchObject({
      status: 401,
      message: '401: {"error":{"code":"unauthorised","message":"Please sign in"}}',
    });
  });

  it('answers null on 401 when only asking who is signed in', async () => {
    await expect(callApiIfSignedIn(accountApi.get)).resolves.toBeNull();
  });

  it('still throws other errors when only asking who is signed in', async () => {
    await expect(callApiIfSignedIn(storiesApi.get, { params: { id: 'missing' } })).rejects.toMatchObject({ status: 404 });
  });

  it('makes exactly one request per call: no retries', async () => {
    await callApi(storiesApi.dashboard).catch(() => undefined);
    await callApi(affiliatesApi.join, { body: { name: 'Ann' } as never }).catch(() => undefined);
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('parseApiError gives forms the server’s code, message and field messages', async () => {
    const error = await callApi(affiliatesApi.join, { body: { name: 'Ann', email: 'nope' } as never }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(validationBody)}`);
    expect(parseApiError(error)).toEqual(validationBody);
  });

  it('parseApiError returns null for errors without our error shape', async () => {
    const error = await callApi(storiesApi.dashboard).catch((e: unknown) => e);
    expect(parseApiError(error)).toBeNull();
    expect(parseApiError(new Error('network'))).toBeNull();
  });
});
