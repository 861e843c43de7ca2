// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dashboard, StorySummary } from '@fondly/contract';
import { AtAGlance } from './at-a-glance';

type Recipient = Dashboard['recipients'][number];

const recipient = (name: string, dueAt: string | null, timeZone = 'America/New_York'): Recipient =>
  ({
    id: name,
    name,
    schedule: { paused: false, timeZone },
    upcomingCalls: dueAt ? [{ id: `${name}-call`, dueAt, origin: 'planner', attempt: 1 }] : [],
  }) as unknown as Recipient;

const moment: StorySummary = {
  id: 's1',
  kind: 'moment',
  title: 'The bread at Christmas',
  excerpt: 'Rosa remembered baking bread with her mother every Christmas Eve.',
  recipientId: 'Rosa Rivera',
  recipientName: 'Rosa Rivera',
  occurredAt: '2026-11-24T15:00:00Z',
  pdfUrl: '/api/stories/s1/pdf',
};

const show = (recipients: Recipient[], latest?: StorySummary) =>
  render(
    <MemoryRouter>
      <AtAGlance recipients={recipients} latest={latest} loadingStories={false} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('the top of the dashboard', () => {
  it("names the earliest next call of anyone, in her own zone", () => {
    show([recipient('Walter Brooks', '2026-11-27T15:00:00Z', 'America/Chicago'), recipient('Rosa Rivera', '2026-11-26T14:30:00Z')]);
    expect(screen.getByTestId('next-call').textContent).toBe('Rosa Rivera, Thursday, November 26 at 9:30 AM ET');
  });

  it('shows the latest Moment with a way to read it and its PDF', () => {
    show([recipient('Rosa Rivera', null)], moment);
    expect(screen.getByRole('heading', { name: 'Latest Moment' })).toBeTruthy();
    expect(screen.getByTestId('latest-moment').textContent).toContain('The bread at Christmas (Rosa Rivera, November 24, 2026)');
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/stories/s1/pdf');
    expect(screen.getByRole('link', { name: 'Read It' }).getAttribute('href')).toBe('/dashboard/stories?open=s1');
    expect(screen.getByTestId('next-call').textContent).toBe('No call planned yet.');
  });

  it('before the first call, says what a Moment will be and offers the sample keepsake', () => {
    show([recipient('Rosa Rivera', null)]);
    expect(screen.getByTestId('latest-moment').textContent).toContain('arrives by email, as text and as a PDF keepsake');
    expect(screen.getByRole('link', { name: 'See a Sample Keepsake' }).getAttribute('href')).toBe('/api/keepsakes/sample');
  });
});
