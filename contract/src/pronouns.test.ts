import { describe, expect, it } from 'vitest';
import { possessiveOf, pronounsOf } from './pronouns.js';
import { anotherPersonNote, NOT_PLACED_REASONS } from './account.js';

describe('pronouns from what the family told us', () => {
  it('says her for a mother, his for a father, and the name when the relationship says nothing', () => {
    expect(possessiveOf('Rose Alvarez', 'mom')).toBe('her');
    expect(possessiveOf('Walter Brooks', 'grandpa')).toBe('his');
    expect(pronounsOf('father-in-law')).toEqual({ subject: 'he', object: 'him', possessive: 'his' });
    for (const unsaid of ['parent', 'grandparent', 'spouse', 'myself', 'other', '', null]) expect(possessiveOf('Walter Brooks', unsaid)).toBe("Walter's");
  });

  it('Call History says why a call was not placed by name, never "she"', () => {
    for (const [reason, say] of Object.entries(NOT_PLACED_REASONS)) expect(say('Walter'), reason).not.toMatch(/\b(she|her|he|his)\b/i);
    expect(NOT_PLACED_REASONS['opt-out']!('Walter')).toBe('Not placed: Walter asked us to stop calling.');
  });

  it('adding a second person says what the plan\'s calls become', () => {
    expect(anotherPersonNote('Starter', '3 calls / week', ['Rose'])).toBe(
      "Your Starter plan's calls (3 calls / week) are for each person you add: Rose keeps every call planned now, and the price stays the same.",
    );
    expect(anotherPersonNote('Premium', 'daily, up to 30 / month', ['Rose', 'Walter'])).toContain('Rose and Walter keep every call');
  });
});
