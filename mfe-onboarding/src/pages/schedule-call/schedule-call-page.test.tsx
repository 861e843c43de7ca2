// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NUMBER_ACCESS_MESSAGES, NUMBER_TAKEN, WINDOW_OPTIONS, type Account, type Recipient } from '@fondly/contract';
import ScheduleCallPage from './schedule-call-page';

// A signed-in family adding someone whose number another family holds (decision 126): the page
// says so and offers "Ask for access", sent in the account's name and email. The network is the
// only stand-in.
const account: Account = { id: 'sub-1', name: 'Sam Okafor', email: 'sam@example.com', emailConfirmed: true, createdAt: '2026-11-01T00:00:00Z', subscription: null, referralCode: null, nextCall: null };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the schedule page, for a number another family holds', () => {
  it('shows the message with an "Ask for access" button that sends the request in the account\'s name', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url.endsWith('/api/account')) return json(200, account);
      if (url.endsWith('/api/recipients') && method === 'GET') return json(200, { recipients: [] });
      if (url.endsWith('/api/recipients')) return json(409, { error: { code: 'conflict', message: NUMBER_TAKEN, fields: { recipientPhone: NUMBER_TAKEN } } });
      if (url.endsWith('/api/number-access-requests')) return json(201, { message: NUMBER_ACCESS_MESSAGES.sent });
      return json(404, { error: { code: 'not_found', message: 'Not found' } });
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <MemoryRouter>
        <ScheduleCallPage />
      </MemoryRouter>,
    );
    fireEvent.change(await screen.findByLabelText(/Recipient's Name/), { target: { value: 'Rose Alvarez' } });
    fireEvent.change(screen.getByLabelText(/Recipient's Phone/), { target: { value: '(212) 555-0123' } });
    fireEvent.change(screen.getByLabelText(/Your Relationship/), { target: { value: 'mom' } });
    for (const topic of ['Childhood memories', 'Family traditions', 'Career and work life']) fireEvent.click(screen.getByLabelText(topic));
    fireEvent.click(screen.getByLabelText(/has agreed to receive these calls/));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule First Call' }));

    const ask = await screen.findByRole('button', { name: NUMBER_ACCESS_MESSAGES.button });
    expect(screen.getByRole('alert').textContent).toContain(NUMBER_TAKEN);
    fireEvent.click(ask);
    await waitFor(() => expect(screen.getByText(NUMBER_ACCESS_MESSAGES.sent)).toBeTruthy());
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/number-access-requests'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'Sam Okafor', email: 'sam@example.com', phone: '(212) 555-0123', message: '' });
  });
});

describe("the schedule page's time of day (decision 178)", () => {
  it('offers the one list of windows, no two alike, and says what an unchosen time means instead of offering "Any time of day"', async () => {
    vi.stubGlobal('fetch', async (url: string) => (url.endsWith('/api/account') ? json(200, account) : url.endsWith('/api/recipients') ? json(200, { recipients: [] }) : json(404, {})));
    render(
      <MemoryRouter>
        <ScheduleCallPage />
      </MemoryRouter>,
    );
    const time = (await screen.findByLabelText(/Time of day/)) as HTMLSelectElement;
    const labels = [...time.options].map((o) => o.textContent);
    expect(labels).toEqual(['Choose a time', 'Morning (9-11 AM)', 'Morning (9 AM-12 PM)', 'Afternoon (12-5 PM)', 'Afternoon (1-3 PM)', 'Evening (5-7 PM)', 'Evening (5-8 PM)']);
    expect(labels.slice(1)).toEqual(WINDOW_OPTIONS.map((o) => o.label));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.some((l) => /any time/i.test(l ?? ''))).toBe(false);
    expect(document.body.textContent).toContain('In their own time zone. If you leave it, we call in the morning (9 AM-12 PM).');

    fireEvent.change(time, { target: { value: '13-15' } });
    expect(document.body.textContent).not.toContain('If you leave it');
  });
});

describe("the schedule page, changing someone whose hours no page offers (an older row)", () => {
  it('shows her own window as it is and keeps it when the family saves without touching the time', async () => {
    const rosa: Recipient = {
      id: '6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
      name: 'Rosa Rivera',
      phone: '+12125550123',
      relationship: 'mom',
      voice: 'female',
      agentType: 'loneliness',
      topics: ['Childhood memories'],
      specialInstructions: '',
      consentAt: '2026-11-01T00:00:00Z',
      recordingConsent: null,
      // 2-4 PM: saved before today's list of windows.
      schedule: { cadence: 'daily', window: 'afternoon', windowStartMinute: 14 * 60, windowEndMinute: 16 * 60, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], timeZone: 'America/New_York', warning: null, paused: false, pausedAt: null, pauseReason: null, pausedUntil: null },
      upcomingCalls: [],
      skippedCalls: [],
    };
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url.endsWith('/api/account')) return json(200, account);
      if (url.endsWith('/api/recipients') && method === 'GET') return json(200, { recipients: [rosa] });
      if (url.endsWith('/api/recipients')) return json(201, { recipientId: rosa.id, updated: true, firstCallAt: null });
      return json(404, { error: { code: 'not_found', message: 'Not found' } });
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <MemoryRouter initialEntries={[`/schedule-call?recipient=${rosa.id}`]}>
        <ScheduleCallPage />
      </MemoryRouter>,
    );
    const time = (await screen.findByLabelText(/Time of day/)) as HTMLSelectElement;
    // Her hours, not "Choose a time" with a promise of the morning.
    expect(time.options[time.selectedIndex]!.textContent).toBe('Afternoon (2-4 PM)');
    expect(document.body.textContent).not.toContain('If you leave it');

    fireEvent.click(screen.getByLabelText('Family traditions'));
    expect(screen.getByRole('region', { name: 'What will change' }).textContent).not.toContain('Time of day');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/recipients') && init?.method === 'POST')).toBe(true));
    const [, init] = fetch.mock.calls.find(([url, init]) => String(url).endsWith('/api/recipients') && init?.method === 'POST')!;
    const sent = JSON.parse(String(init!.body)) as Record<string, unknown>;
    // Her window by name and no other choice: the server keeps her hours.
    expect(sent).toMatchObject({ recipientId: rosa.id, preferredTime: 'afternoon' });
    expect(sent).not.toHaveProperty('windowChoice');
  });
});
