import { describe, expect, it } from 'vitest';
import type { Recipient } from '@fondly/contract';
import { currentSettings, describeChanges, valuesOf } from './schedule-changes';

function rosa(over: Partial<Recipient> = {}): Recipient {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Rosa Rivera',
    phone: '+12125550123',
    relationship: 'parent',
    voice: 'female',
    agentType: 'loneliness',
    topics: [],
    specialInstructions: '',
    consentAt: '2026-03-01T12:00:00.000Z',
    schedule: { cadence: 'daily', window: 'afternoon', windowStartMinute: 720, windowEndMinute: 1020, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], timeZone: 'America/New_York', warning: null, paused: false, pausedAt: null, pauseReason: null, pausedUntil: null },
    upcomingCalls: [],
    skippedCalls: [],
    ...over,
  };
}

describe('the schedule page for someone already called', () => {
  it('starts from exactly her settings, so nothing changes until the family changes it', () => {
    expect(describeChanges(rosa(), valuesOf(rosa()))).toEqual({ changes: [], movesCalls: false });
    expect(currentSettings(rosa()).slice(0, 2)).toEqual([
      { label: 'How often', value: 'Daily' },
      { label: 'Time of day', value: 'Afternoon (12-5 PM)' },
    ]);
  });

  it("names the issue's silent change: daily afternoon to weekly morning moves her calls", () => {
    const { changes, movesCalls } = describeChanges(rosa(), { ...valuesOf(rosa()), callSchedule: 'weekly', windowChoice: '9-12' });
    expect(changes).toEqual([
      { label: 'How often', from: 'Daily', to: 'Weekly' },
      { label: 'Time of day', from: 'Afternoon (12-5 PM)', to: 'Morning (9 AM-12 PM)' },
    ]);
    expect(movesCalls).toBe(true);
  });

  it('shows the window she chose on /onboarding with its own hours, and keeps them while the window is unchanged', () => {
    const onboarded = rosa({ schedule: { ...rosa().schedule!, windowStartMinute: 13 * 60, windowEndMinute: 15 * 60 } });
    expect(currentSettings(onboarded)[1]).toEqual({ label: 'Time of day', value: 'Afternoon (1-3 PM)' });
    expect(describeChanges(onboarded, valuesOf(onboarded)).changes).toEqual([]);
    expect(describeChanges(onboarded, { ...valuesOf(onboarded), windowChoice: '17-20' }).changes).toEqual([
      { label: 'Time of day', from: 'Afternoon (1-3 PM)', to: 'Evening (5-8 PM)' },
    ]);
  });

  it('reads a time left unchosen as the morning window it is: no change for a morning call, and the same label as the window (decision 178)', () => {
    const morning = rosa({ schedule: { ...rosa().schedule!, window: 'morning', windowStartMinute: 9 * 60, windowEndMinute: 12 * 60 } });
    expect(describeChanges(morning, { ...valuesOf(morning), windowChoice: '' }).changes).toEqual([]);
    expect(describeChanges(rosa(), { ...valuesOf(rosa()), windowChoice: '' }).changes).toEqual([{ label: 'Time of day', from: 'Afternoon (12-5 PM)', to: 'Morning (9 AM-12 PM)' }]);
  });

  it('keeps her calls where they are when only what to talk about changes, and reads the same number in another format as the same', () => {
    const { changes, movesCalls } = describeChanges(rosa(), { ...valuesOf(rosa()), recipientPhone: '212-555-0123', topics: ['Favorite holidays'], relationship: 'mom' });
    expect(changes).toEqual([
      { label: 'Your Relationship', from: 'Parent', to: 'Mom' },
      { label: 'Conversation topics', from: 'None chosen', to: 'Favorite holidays' },
    ]);
    expect(movesCalls).toBe(false);
  });

  it('names a change of days, in the same words everywhere, and it moves her calls (decision 129)', () => {
    const { changes, movesCalls } = describeChanges(rosa(), { ...valuesOf(rosa()), callDays: ['mon', 'wed', 'fri'] });
    expect(changes).toEqual([{ label: 'Days we may call', from: 'Every day', to: 'Monday, Wednesday and Friday' }]);
    expect(movesCalls).toBe(true);
  });
});
