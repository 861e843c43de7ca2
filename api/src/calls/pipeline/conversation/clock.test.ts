import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../testing/conversation-parts.js';
import { Deadlines, Timer } from './clock.js';

describe("the conversation's clock", () => {
  it('a timer set again replaces its last wait; cleared, it never fires', async () => {
    const clock = new FakeClock();
    const timer = new Timer(clock);
    const fired: string[] = [];
    timer.set(800, () => fired.push('first'));
    await clock.advance(500);
    timer.set(2400, () => fired.push('held'));
    await clock.advance(2399);
    expect(fired).toEqual([]);
    expect(timer.armed).toBe(true);
    await clock.advance(1);
    expect(fired).toEqual(['held']);
    expect(timer.armed).toBe(false);
    timer.set(100, () => fired.push('cleared'));
    timer.clear();
    await clock.advance(1000);
    expect(fired).toEqual(['held']);
  });

  it('deadlines all stop together when the call ends', async () => {
    const clock = new FakeClock();
    const deadlines = new Deadlines(clock);
    const fired: number[] = [];
    deadlines.after(13 * 60_000, () => fired.push(13));
    deadlines.after(15 * 60_000, () => fired.push(15));
    await clock.advance(14 * 60_000);
    deadlines.clearAll();
    await clock.advance(60 * 60_000);
    expect(fired).toEqual([13]);
    expect(clock.waiting).toBe(0);
  });
});
