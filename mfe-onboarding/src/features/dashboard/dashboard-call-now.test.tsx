// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard, Recipient } from '@fondly/contract';
import { DashboardHome } from './dashboard-home';

// Call Now on the dashboard itself (issue 30, leftover of the blind walk): beside each person, with
// what it would do said before it is pressed, and the same endpoint and answers as the schedule
// page. The network is the only stand-in.
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const person = (id: string, name: string, paused = false): Recipient =>
  ({
    id,
    name,
    phone: '+12125550123',
    relationship: 'mom',
    voice: 'female',
    agentType: 'loneliness',
    topics: [],
    specialInstructions: '',
    consentAt: '2026-11-01T00:00:00Z',
    recordingConsent: null,
    schedule: { paused, pausedUntil: null, timeZone: 'America/New_York', cadence: 'daily', days: [], warning: null },
    upcomingCalls: [],
    skippedCalls: [],
  }) as unknown as Recipient;

const dashboard = (recipients: Recipient[]): Dashboard =>
  ({
    account: { id: 'sub-1', name: 'Dana Rivera', email: 'dana@example.com', emailConfirmed: true, createdAt: '2026-11-01T00:00:00Z', subscription: null, referralCode: null, nextCall: null },
    recipients,
    activity: [],
    activityByPerson: [],
    totals: { completedCalls: 0, minutesTalked: 0 },
  }) as unknown as Dashboard;

const FULL = "Your plan's 1 call this month is used or planned. Call Rosa Rivera now instead of the next planned call?";

function stubApi() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/recipients/rosa/call-now') && method === 'GET') return json(200, { kind: 'takes-planned-call', note: "Call Now would take the place of Rosa's next planned call." });
    if (url.endsWith('/api/recipients/walter/call-now') && method === 'GET') return json(200, { kind: 'extra', note: 'Call Now places an extra call: every planned call stays as it is.' });
    if (url.endsWith('/api/recipients/rosa/call-now') && method === 'POST') {
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      if (!body.moveNextCall) return json(409, { error: { code: 'conflict', message: FULL, fields: { moveNextCall: FULL } } });
      return json(201, { callId: 'c1', dueAt: '2026-11-28T15:00:00Z', movedNextCall: true });
    }
    if (url.endsWith('/api/recipients/walter/call-now') && method === 'POST') return json(201, { callId: 'c2', dueAt: '2026-11-28T15:00:00Z', movedNextCall: false });
    if (url.endsWith('/api/stories')) return json(200, { stories: [] });
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Call Now on the dashboard', () => {
  it('is offered beside each person whose calls are on, saying first what it would do; not for a paused person', async () => {
    stubApi();
    render(
      <MemoryRouter>
        <DashboardHome dashboard={dashboard([person('rosa', 'Rosa Rivera'), person('walter', 'Walter Brooks'), person('june', 'June Lee', true)])} />
      </MemoryRouter>,
    );
    const offers = await screen.findAllByTestId('call-now');
    expect(offers.map((o) => o.dataset.recipient)).toEqual(['Rosa Rivera', 'Walter Brooks']);
    const walter = offers[1]!;
    await waitFor(() => expect(within(walter).getByTestId('call-now-note').textContent).toBe('Call Now places an extra call: every planned call stays as it is.'));
    expect(within(walter).getByRole('button', { name: 'Call Now' })).toBeTruthy();
  });

  it('places the call through POST /api/recipients/:id/call-now, and reads the dashboard again', async () => {
    const fetch = stubApi();
    const changed = vi.fn();
    render(
      <MemoryRouter>
        <DashboardHome dashboard={dashboard([person('walter', 'Walter Brooks')])} onCallsChanged={changed} />
      </MemoryRouter>,
    );
    const offer = await screen.findByTestId('call-now');
    fireEvent.click(within(offer).getByRole('button', { name: 'Call Now' }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls.find(([url, i]) => String(url).endsWith('/api/recipients/walter/call-now') && i?.method === 'POST')!;
    expect(init!.body ?? null).toBeNull();
  });

  it("with the plan's calls all used or planned: the server's words, and the choice to bring the next call forward", async () => {
    const fetch = stubApi();
    render(
      <MemoryRouter>
        <DashboardHome dashboard={dashboard([person('rosa', 'Rosa Rivera')])} />
      </MemoryRouter>,
    );
    const offer = await screen.findByTestId('call-now');
    fireEvent.click(within(offer).getByRole('button', { name: 'Call Now' }));
    const alert = await within(offer).findByRole('alert');
    expect(alert.textContent).toContain(FULL);
    fireEvent.click(within(alert).getByRole('button', { name: 'Call Now Instead of the Next Call' }));
    await waitFor(() => expect(within(offer).queryByRole('alert')).toBeNull());
    const moved = fetch.mock.calls.filter(([url, i]) => String(url).endsWith('/api/recipients/rosa/call-now') && i?.method === 'POST').at(-1)!;
    expect(JSON.parse(String(moved[1]!.body))).toEqual({ moveNextCall: true });
  });
});
