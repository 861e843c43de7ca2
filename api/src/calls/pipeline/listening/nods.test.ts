import { describe, expect, it } from 'vitest';
import { isBackchannel as dialoguesRule } from '../safety/index.js';
import { isBackchannel, isBargeIn, isNod } from './nods.js';

describe('one rule for nods (issue 26)', () => {
  it.each([['mm-hm'], ['Mm-hm.'], ['mhm'], ['Mm-hmm'], ['mmhmm'], ['m-hm'], ['uh-huh'], ['Uh huh.'], ['uhhuh'], ['yeah'], ['Yeah, right.'], ['right, right'], ['oh really'], ['I see'], ['of course'], ['ok'], ['mm']])('"%s" is a nod, for the listener and the dialogue alike', (nod) => {
    expect(isBackchannel(nod)).toBe(true);
    expect(dialoguesRule(nod)).toBe(true);
    expect(isBargeIn(900, nod)).toBe(false);
  });

  it.each([['no'], ['wait, I need to tell you something'], ['yes but my hip hurts']])('"%s" is her own words', (words) => {
    expect(isBackchannel(words)).toBe(false);
  });

  it('takes a short voiced burst for a nod whatever the transcript says, and long speech with words for an interruption', () => {
    expect(isNod(450, 'I am home')).toBe(true);
    expect(isNod(450, 'wait I need to tell you')).toBe(true);
    expect(isBargeIn(1200, 'wait, I need to tell you something')).toBe(true);
    expect(isBargeIn(1200, 'oh yes yes, mm-hm, really')).toBe(false);
  });
});
