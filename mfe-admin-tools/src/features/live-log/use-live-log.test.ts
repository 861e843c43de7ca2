import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@fondly/contract';
import { markRead, unreadEntries } from './use-live-log';

const line = (timestamp: string, message: string): LogEntry => ({ timestamp, level: 'info', service: 'api', message, data: {} });

describe('the live log after a reconnect', () => {
  const shown = [line('2026-11-25T08:00:00.000Z', 'a'), line('2026-11-25T08:00:01.000Z', 'b'), line('2026-11-25T08:00:01.000Z', 'c')];

  it('shows every line of the first connection', () => {
    expect(unreadEntries(shown, null)).toEqual(shown);
  });

  it('does not bring back lines already read (or cleared) when the server greets again', () => {
    const mark = markRead(null, shown);
    const later = line('2026-11-25T08:00:02.000Z', 'd');
    expect(unreadEntries([...shown, later], mark)).toEqual([later]);
  });

  it('keeps a line that has the same time as the last one read but was not read', () => {
    const mark = markRead(null, shown.slice(0, 2));
    expect(unreadEntries(shown, mark)).toEqual([shown[2]]);
  });
});
