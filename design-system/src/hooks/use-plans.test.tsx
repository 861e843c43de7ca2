import { renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCents, PLAN_CATALOGUE, type Plan } from '@fondly/contract';
import { startTestServer, type TestServer } from '../client/test-server';

// What the API serves: the catalogue with Starter's price changed, so the tests can tell the two apart.
const servedPlans: Plan[] = PLAN_CATALOGUE.map((p) => (p.id === 'starter' ? { ...p, priceCents: p.priceCents + 100 } : p));
const builtStarter = PLAN_CATALOGUE.find((p) => p.id === 'starter')!;

let server: TestServer;
let answer: 'plans' | 'down' = 'plans';

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (answer === 'down') {
      res.writeHead(503, { 'Content-Type': 'text/plain' });
      return res.end('Service Unavailable');
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ plans: servedPlans }));
  }, window.location.origin);
});
afterAll(() => server.close());

/** A fresh page load: a new module (no remembered answer) whose client talks to the test server. */
async function freshPage() {
  vi.resetModules();
  const { apiBase } = await import('../client/api-client');
  apiBase.origin = server.origin;
  return import('./use-plans');
}

beforeEach(() => {
  server.requests.length = 0;
  answer = 'plans';
});

describe('usePlans', () => {
  it('renders the built-in prices before any JavaScript runs (a prerendered page has them in its HTML)', async () => {
    const { usePlans } = await freshPage();
    function Price() {
      const [starter] = usePlans(['starter']);
      return <p>{formatCents(starter!.priceCents)}</p>;
    }
    expect(renderToString(<Price />)).toContain(formatCents(builtStarter.priceCents));
  });

  it('then shows what the API serves, asking once for every user on the page', async () => {
    const { usePlans } = await freshPage();
    const first = renderHook(() => usePlans());
    const second = renderHook(() => usePlans(['premium', 'starter']));
    expect(first.result.current).toEqual(PLAN_CATALOGUE);
    await waitFor(() => expect(first.result.current).toEqual(servedPlans));
    await waitFor(() => expect(second.result.current.map((p) => [p.id, p.priceCents])).toEqual([
      ['premium', servedPlans.find((p) => p.id === 'premium')!.priceCents],
      ['starter', builtStarter.priceCents + 100],
    ]));
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/plans']);
  });

  it('keeps the built-in list when the API cannot answer, and asks again on the next page', async () => {
    const { usePlans, loadPlans } = await freshPage();
    answer = 'down';
    const { result } = renderHook(() => usePlans());
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await expect(loadPlans()).rejects.toMatchObject({ status: 503 });
    expect(result.current).toEqual(PLAN_CATALOGUE);

    answer = 'plans';
    await expect(loadPlans()).resolves.toEqual(servedPlans);
  });
});
