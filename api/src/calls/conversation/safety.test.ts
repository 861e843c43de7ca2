import { describe, expect, it } from 'vitest';
import { checkUtterance, isBackchannel } from './safety.js';

/** Things a frightened or unwell older person might say on a call. Every one must be caught. */
const DISTRESS: Array<[string, string]> = [
  ['I fell in the bathroom and I can’t get up', 'fall'],
  ['I’ve fallen and I’m on the floor, I can’t reach the phone', 'fall'],
  ['I had a fall this morning and my hip really hurts', 'fall'],
  ['I slipped on the ice outside and hurt my wrist', 'fall'],
  ['I just fell down the stairs', 'fall'],
  ['I took a bad fall yesterday', 'fall'],
  ['I have this terrible chest pain', 'chest-pain'],
  ['There’s a pain in my chest and it’s going down my left arm', 'chest-pain'],
  ['My chest feels tight and heavy', 'chest-pain'],
  ['I think I’m having a heart attack', 'chest-pain'],
  ['My heart is racing and it won’t slow down', 'chest-pain'],
  ['I can’t breathe properly', 'breathing'],
  ['It’s so hard to breathe today', 'breathing'],
  ['I’m short of breath just sitting here', 'breathing'],
  ['I can’t catch my breath', 'breathing'],
  ['I’m having trouble breathing', 'breathing'],
  ['My face is drooping on one side', 'stroke'],
  ['I can’t move my arm, it’s gone all numb', 'stroke'],
  ['I can’t feel my leg', 'stroke'],
  ['I don’t know where I am', 'confusion'],
  ['I can’t remember how I got here', 'confusion'],
  ['I’m so confused, what day is it', 'confusion'],
  ['Where am I? This isn’t my house', 'confusion'],
  ['I don’t recognise this place', 'confusion'],
  ['Sometimes I think I want to die', 'self-harm'],
  ['I don’t want to live anymore', 'self-harm'],
  ['Everyone would be better off dead without me, I mean I’d be better off dead', 'self-harm'],
  ['I’ve been thinking about ending it all, I want to end my life', 'self-harm'],
  ['I keep thinking I should kill myself', 'self-harm'],
  ['There’s no reason to go on living', 'self-harm'],
  ['There’s a stranger at my door and he won’t go away', 'intruder'],
  ['Someone is trying to get in through the window', 'intruder'],
  ['I think somebody broke in last night', 'intruder'],
  ['I don’t know who is at the door and I’m frightened', 'intruder'],
  ['Someone’s in my house, I can hear them downstairs', 'intruder'],
  ['My carer keeps hitting me', 'abuse'],
  ['I’m scared of my nephew, he took my bank card', 'abuse'],
  ['I cut my hand and it won’t stop bleeding', 'bleeding'],
  ['I think I took too many pills this morning', 'overdose'],
  ['I passed out in the kitchen earlier', 'fainting'],
  ['I feel very dizzy, the room is spinning', 'fainting'],
  ['Please help me', 'emergency'],
  ['I need an ambulance', 'emergency'],
  ['Help!', 'emergency'],
];

/** Ordinary things said on a call, several of them close to the alarm words. None may alarm. */
const ORDINARY = [
  'I’m feeling pretty good today, thank you',
  'I slept well, better than last week',
  'I had porridge for breakfast and soup for lunch',
  'I fell asleep in my chair watching the news',
  'I fell in love with my husband at a dance in 1962',
  'I didn’t fall, I just sat down very quickly',
  'No chest pain at all, the doctor says my heart is strong',
  'This heat is killing me, I must say',
  'I’m dying to see my grandchildren at Christmas',
  'The view from the mountain was breathtaking',
  'I nearly died laughing at that film',
  'My heart is full when the family visits',
  'I got lost in a good book all afternoon',
  'The mailman was at the door with a parcel',
  'My daughter called yesterday and we had a lovely chat',
  'I used to work as a nurse at the county hospital',
  'We grew tomatoes and beans in the garden',
  'I don’t remember the name of that song, how silly',
  'My cat Max knocked the vase over again',
  'I went to church on Sunday and saw my friends',
  'Yes, I take my pills every morning with breakfast',
  'The weather has been cold but sunny',
  'I’m worried about the price of groceries, that’s all',
  'My knee aches a little when it rains',
  'I watched the baseball game last night',
  'I breathe in the fresh air on my walk every morning',
  'I love when you call, please don’t stop calling',
  'My grandson is starting college in the fall',
  'The leaves fall so beautifully in autumn here',
  'Oh, that old story always breaks my heart a little',
  'I was a bit tired today but it’s fine',
  'We used to dance every Saturday night',
  'My favourite holiday was always Thanksgiving',
  'I baked an apple pie for the neighbours',
  'I’m not confused, I just misheard you',
  'The doctor said my breathing sounds fine',
  'I remember where I was when they landed on the moon',
  'Someone at church gave me a lovely scarf',
  'I stopped calling my sister so late at night',
  'My son helps me with the shopping on Tuesdays',
  'The kettle is on, I’m making a cup of tea',
  'I’m hurt that my brother forgot my birthday, but we made up',
  'Mm, yes, that’s right',
];

describe('distress detection', () => {
  it(`has a corpus of at least 40 distress and 40 ordinary utterances`, () => {
    expect(DISTRESS.length).toBeGreaterThanOrEqual(40);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(40);
  });

  it.each(DISTRESS)('catches distress: "%s"', (utterance, category) => {
    expect(checkUtterance(utterance)).toEqual({ kind: 'distress', category });
  });

  it.each(ORDINARY.map((u) => [u]))('lets an ordinary remark pass: "%s"', (utterance) => {
    expect(checkUtterance(utterance)).toBeNull();
  });
});

describe('opt-out detection', () => {
  it.each([
    ['Please stop calling me'],
    ['Don’t call me again'],
    ['I don’t want these calls any more'],
    ['Take me off your list'],
    ['No more calls please'],
    ['Leave me alone, I’m not interested'],
  ])('hears "%s" as a wish to stop', (utterance) => {
    expect(checkUtterance(utterance)).toEqual({ kind: 'opt-out', category: 'opt-out' });
  });

  it('treats distress as more urgent than a wish to stop', () => {
    expect(checkUtterance('Stop calling, I fell and I can’t get up')).toMatchObject({ kind: 'distress', category: 'fall' });
  });
});

describe('back-channel words', () => {
  it.each([['mm'], ['Mm-hmm'], ['yes'], ['uh-huh'], ['okay'], ['right, right'], ['oh yes']])('treats "%s" as a nod, not an interruption', (u) => {
    expect(isBackchannel(u)).toBe(true);
  });
  it.each([['wait, I need to tell you something'], ['yes but my hip hurts'], ['no']])('treats "%s" as real speech', (u) => {
    expect(isBackchannel(u)).toBe(false);
  });
});
