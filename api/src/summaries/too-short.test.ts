import { describe, expect, it } from 'vitest';
import { tooShortForAMoment } from './story-for-call.js';

const companion = { speaker: 'companion', text: "Hello Rosa, this is Fondly, an AI companion calling on behalf of Sarah." };
const her = (text: string) => ({ speaker: 'recipient', text });

/** Decision 180: a hang-up makes no Moment; a short call with something of hers in it still does. */
describe('a call too short for a Moment', () => {
  it('is a hello and a hang-up: nothing of hers, or a word or two in a few seconds', () => {
    expect(tooShortForAMoment({ durationSeconds: 4, transcript: [companion] })).toBe(true);
    expect(tooShortForAMoment({ durationSeconds: 4, transcript: [companion, her('Hello?')] })).toBe(true);
  });
  it('is never one turn with a whole sentence in it, nor three turns of hers, however quick the call', () => {
    expect(tooShortForAMoment({ durationSeconds: 20, transcript: [companion, her("Hello! I'm well. My tomatoes are nearly ripe and my granddaughter visits on Sunday.")] })).toBe(false);
    expect(tooShortForAMoment({ durationSeconds: 20, transcript: [companion, her('Hello.'), her('Fine.'), her('Bye.')] })).toBe(false);
    expect(tooShortForAMoment({ durationSeconds: 300, transcript: [companion, her('Yes.')] })).toBe(false);
  });
});
