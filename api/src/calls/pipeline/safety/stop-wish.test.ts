import { describe, expect, it } from 'vitest';
import { isOptOut } from './detect.js';
import { readSet } from './model.js';

/**
 * A wish to stop the calls read by its parts (decision 148): the calls, the wish, the tie, and
 * hers. Each case is a kind of phrasing, with the look-alike a family would not want asked about.
 */
describe('a wish to stop the calls, heard by its parts', () => {
  it.each([
    ['a want or a need denied, the calls named after it', "I'll not be wanting your phone calls any longer"],
    ['a want denied through "I don\'t think"', "I don't think I need this service now, pet"],
    ['an ending verb with the service', 'I want to finish with this calling business'],
    ['enough of being rung', "I've had my fill of being rung up every week"],
    ['the calls judged after they are named', "to be honest these chats are a chore, I'd like them stopped"],
    ['"them" after the calls were named', "the ringing on a Monday, I don't want it any more"],
    ['a preference against', "I'd sooner you didn't telephone me again"],
    ['she will not take part', "I shan't be answering any more, so don't waste your time"],
    ['given up, with the particle after', "I'm going to pack the calls in, love"],
    ['her name off', 'I want my name taken off, please'],
    ['the service\'s own word with no object', "Right, I'm cancelling."],
    ['letting it go, the calls named after', "I think I'll let it drop now, love, the ringing I mean"],
    ['give over, lay off', 'lay off phoning me now, there’s a good girl'],
    ['a preference said "as soon"', "I'd just as soon you didn't call, if it's all the same"],
    ['she will not put up with them', "I won't put up with these phone calls any longer"],
    ['phone visits', "I'm through with the phone visits, thank you"],
    ['passing on the calls from now on', "I think I'll pass on these calls from now on, dear"],
    ['not for her, and wanting it to end', "This calling isn't for me, I'd like it to stop"],
  ])('%s', (_kind, words) => {
    expect(isOptOut(words)).toBe(true);
  });

  it.each([
    ['someone else rings her', 'my cousin rings me every Sunday and I wish he would stop'],
    ['calls from someone else', "I'm fed up with calls from that energy company"],
    ['calls to someone else', 'I had to give up my calls to my brother, his hearing went'],
    ['a wish the other way', "I was tempted to cancel, but I'd miss our chats"],
    ['wanting not to miss one', "I don't want to miss any of your calls while I'm in hospital"],
    ['a time, not an end', "don't phone me tomorrow morning, I've the chiropodist"],
    ['calling someone, not being called', "I'd rather not ring my landlord, he's grumpy"],
    ['an object that is not her', 'stop calling the budgie, he only comes for seed'],
    ['the words without the calls', "I've had enough of this weather, I'm done with it"],
    ['the phone that never stops', "the phone hasn't stopped ringing since my birthday"],
    ['a miss for a while, not for good', "I'll give the calls a miss this week, I'm away at my sister's"],
    ['a programme not for her', "that quiz show isn't for me, I'd switch it off"],
    ['her ears, not the calls', "the ringing in my ears is a nuisance at night"],
    ['sorry to see them end', "I'd be sad if these calls came to an end"],
    ['letting something else go', "let it be, the dog will come in when he's cold"],
    ['not putting up with something else', "I won't put up with that draught any longer, I've rung the landlord"],
  ])('not a wish to stop: %s', (_kind, words) => {
    expect(isOptOut(words)).toBe(false);
  });
});

describe('the practice sets of stop requests (decision 148)', () => {
  it.each(['dev-set-11-opt-out.txt', 'dev-set-12-opt-out.txt', 'dev-set-13-opt-out.txt', 'dev-set-15-opt-out.txt'])('%s: every wish heard, no look-alike taken for one', (file) => {
    const rows = readSet(new URL(`./${file}`, import.meta.url));
    expect(rows.filter(([e, t]) => e === 'optout' && !isOptOut(t!)).map(([, t]) => t)).toEqual([]);
    expect(rows.filter(([e, t]) => e === 'keep' && isOptOut(t!)).map(([, t]) => t)).toEqual([]);
  });
});
