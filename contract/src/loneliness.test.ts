import { describe, expect, it } from 'vitest';
import { lonelinessNeedsHelp, lonelinessSettingSchema } from './loneliness.js';

describe('when the dashboard shows where to get help', () => {
  it('shows it for a score of 7 or more', () => {
    expect(lonelinessNeedsHelp([7])).toBe(true);
    expect(lonelinessNeedsHelp([9, 8])).toBe(true);
  });

  it('shows it when the score rose by 2 or more on the month before or on the first', () => {
    expect(lonelinessNeedsHelp([3, 5])).toBe(true);
    expect(lonelinessNeedsHelp([3, 4, 5])).toBe(true);
    expect(lonelinessNeedsHelp([4, 5])).toBe(false);
  });

  it('does not show it for a low or falling score, or with no score yet', () => {
    expect(lonelinessNeedsHelp([8, 5])).toBe(false);
    expect(lonelinessNeedsHelp([4])).toBe(false);
    expect(lonelinessNeedsHelp([])).toBe(false);
  });
});

describe("the family's loneliness setting", () => {
  it('takes a yes or a no, and says what is missing otherwise', () => {
    expect(lonelinessSettingSchema.safeParse({ enabled: false }).success).toBe(true);
    const wrong = lonelinessSettingSchema.safeParse({ enabled: 'no' });
    expect(wrong.success ? null : wrong.error.issues[0]!.message).toBe('Please choose whether the companion may ask the loneliness questions.');
    expect(lonelinessSettingSchema.safeParse({ enabled: true, extra: 1 }).success).toBe(false);
  });
});
