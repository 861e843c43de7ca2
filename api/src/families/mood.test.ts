import { describe, expect, it } from 'vitest';
import { moodScore } from './mood.js';

describe('mood from what was said', () => {
  it('reads bright words as a bright day and low words as a low one', () => {
    expect(moodScore("I'm feeling happy today, had a lovely walk")).toBe(5);
    expect(moodScore('A bit lonely and tired this week')).toBe(1);
  });
  it('reads "not good" as low, not bright', () => {
    expect(moodScore('not so good, my knee hurts')).toBe(1);
  });
  it('is in the middle for mixed or plain notes, and absent without a note', () => {
    expect(moodScore('happy but tired')).toBe(3);
    expect(moodScore('she talked about the weather')).toBe(3);
    expect(moodScore(null)).toBeNull();
    expect(moodScore('  ')).toBeNull();
  });
});
