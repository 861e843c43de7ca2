import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardCall } from '@fondly/contract';
import { CallCard } from './call-card';

afterEach(cleanup);

const call: BoardCall = {
  id: 'c1',
  recipientName: 'Margaret',
  phone: '+1 212 555 0142',
  state: 'in_progress',
  origin: 'schedule',
  attempt: 1,
  dueAt: '2026-11-24T15:00:00Z',
  answeredAt: '2026-11-24T15:00:05Z',
  endedAt: null,
  durationSeconds: null,
  failureReason: null,
  answeredBy: 'human',
  flags: [],
  steps: [],
  transcript: [
    { speaker: 'recipient', text: 'I made soup today.', at: '2026-11-24T15:00:20Z' },
    {
      speaker: 'companion',
      text: 'Soup sounds lovely. What kind?',
      at: '2026-11-24T15:00:22Z',
      latency: { transcript: 180, decided: 640, firstToken: 990, firstAudio: 1110, firstSentencePlayed: 2400 },
    },
  ],
};

describe('the operator sees where a reply’s time went', () => {
  it('shows each milestone after she stopped speaking, on the reply', () => {
    render(<CallCard call={call} now={Date.parse('2026-11-24T15:01:00Z')} live />);
    const timing = screen.getByLabelText('Reply timing after she stopped speaking');
    expect(timing.textContent).toBe('reply audio after 1.11 s (words back 0.18 s · turn over 0.64 s · model 0.99 s · first sentence heard 2.40 s)');
  });

  it('shows nothing of the kind for lines without timing (typed on the simulated phone)', () => {
    render(<CallCard call={{ ...call, transcript: call.transcript.map(({ latency: _latency, ...l }) => l) }} now={Date.parse('2026-11-24T15:01:00Z')} live />);
    expect(screen.queryByLabelText('Reply timing after she stopped speaking')).toBeNull();
  });
});
