import { describe, expect, it } from 'vitest';
import { assess, assessByRules, isBackchannel, isOptOut } from './detect.js';
import { ORDER } from './concern.js';
import { readSet } from './model.js';
import { hasRedFlag } from './triage.js';

/** Things a frightened or unwell older person might say (the first corpus, issue 3). Each must at least be questioned. */
const TROUBLE: Array<[string, string]> = [
  ['I fell in the bathroom and I can’t get up', 'fall'],
  ['I’ve fallen and I’m on the floor, I can’t reach the phone', 'fall'],
  ['I had a fall this morning and my hip really hurts', 'fall'],
  ['I slipped on the ice outside and hurt my wrist', 'fall'],
  ['I just fell down the stairs', 'fall'],
  ['I took a bad fall yesterday', 'fall'],
  ['There’s a pain in my chest and it’s going down my left arm', 'chest-pain'],
  ['My chest feels tight and heavy', 'chest-pain'],
  ['I think I’m having a heart attack', 'chest-pain'],
  ['My heart is racing and it won’t slow down', 'chest-pain'],
  ['I can’t breathe properly', 'breathing'],
  ['It’s so hard to breathe today', 'breathing'],
  ['I’m short of breath just sitting here', 'breathing'],
  ['I’m having trouble breathing', 'breathing'],
  ['My face is drooping on one side', 'stroke'],
  ['I can’t move my arm, it’s gone all numb', 'stroke'],
  ['I don’t know where I am', 'confusion'],
  ['I can’t remember how I got here', 'confusion'],
  ['Where am I? This isn’t my house', 'confusion'],
  ['Sometimes I think I want to die', 'self-harm'],
  ['I don’t want to live anymore', 'self-harm'],
  ['I keep thinking I should kill myself', 'self-harm'],
  ['There’s no reason to go on living', 'self-harm'],
  ['There’s a stranger at my door and he won’t go away', 'intruder'],
  ['Someone is trying to get in through the window', 'intruder'],
  ['Someone’s in my house, I can hear them downstairs', 'intruder'],
  ['My carer keeps hitting me', 'abuse'],
  ['I cut my hand and it won’t stop bleeding', 'bleeding'],
  ['I think I took too many pills this morning', 'medication'],
  ['I passed out in the kitchen earlier', 'fainting'],
  ['I feel very dizzy, the room is spinning', 'fainting'],
  ['Please help me', 'emergency'],
  ['I need an ambulance', 'emergency'],
  ['Help!', 'emergency'],
];

/** Ordinary remarks, many close to the alarm words: none may raise a question or an alarm. */
const ORDINARY = [
  'I’m feeling pretty good today, thank you',
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
  'I don’t remember the name of that song, how silly',
  'Yes, I take my pills every morning with breakfast',
  'I breathe in the fresh air on my walk every morning',
  'I love when you call, please don’t stop calling',
  'The leaves fall so beautifully in autumn here',
  'I’m not confused, I just misheard you',
  'Someone at church gave me a lovely scarf',
  'I stopped calling my sister so late at night',
  'I’m hurt that my brother forgot my birthday, but we made up',
  'Mm, yes, that’s right',
];

describe('what she says when something is wrong', () => {
  it.each(TROUBLE)('questions or alerts on "%s"', (utterance, category) => {
    const found = assess(utterance);
    expect(found?.category).toBe(category);
    expect(['urgent', 'check']).toContain(found?.urgency);
  });

  it.each(ORDINARY.map((u) => [u]))('lets an ordinary remark pass: "%s"', (utterance) => {
    expect(['urgent', 'check']).not.toContain(assess(utterance)?.urgency ?? 'none');
  });

  it('reads tense, negation, other people and hearsay from the sentence, not from a list of phrases', () => {
    expect(assess('I fell over in the garden last spring but I was fine after a cup of tea')?.urgency).toBe('note');
    expect(assess('My neighbour collapsed at the bus stop')?.urgency ?? 'note').toBe('note');
    expect(assess('They were saying on the radio that an old man had a stroke')?.urgency ?? 'note').toBe('note');
    expect(assess("I never get chest pains, I'm lucky")).toBeNull();
    expect(assess('I slipped on the step this morning')?.urgency).toBe('check');
    expect(assess("I slipped on the step this morning and I still can't get up")?.urgency).toBe('urgent');
  });
});

describe('a wish to stop the calls', () => {
  it.each([['Please stop calling me'], ['Don’t call me again'], ['I don’t want these calls any more'], ['Take me off your list'], ['No more calls please'], ['Leave me alone, I’m not interested']])('hears "%s"', (u) => {
    expect(isOptOut(u)).toBe(true);
  });
  it.each([['Stop calling me sweetheart, I am ninety'], ['Never ring me during my programme'], ['I’m not interested in golf'], ['Please don’t stop calling'], ['My son said to stop calling the council']])('does not take "%s" for one', (u) => {
    expect(isOptOut(u)).toBe(false);
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

describe('the trained reader where the rules are silent (decision 120)', () => {
  it('asks "something may be wrong" about trouble no rule names, and never alarms by itself', () => {
    const unnamed = "my stomach has been cramping since dawn and I've been sick three times";
    expect(assessByRules(unnamed)).toBeNull();
    expect(assess(unnamed)).toMatchObject({ category: 'emergency', urgency: 'check' });
    // Where the rules weighed the context (the past, someone else), their reading stands.
    expect(assess("My husband fell and couldn't get up, that was last year")?.urgency).toBe('note');
    // Where a rule matched and was set aside (negated, a figure of speech), the model does not ask either.
    expect(assess("I never get chest pains, I'm lucky")).toBeNull();
  });

  it('asks nothing about an ordinary sentence, however the model scores it, without a word from the world of trouble', () => {
    expect(assess("it's been raining all week here")).toBeNull();
    expect(assess('the grandchildren came for tea and we played cards')).toBeNull();
  });

  it('a question to the companion, or a mess on the floor, is not asked "are you hurt?" (the blind companion round N)', () => {
    expect(assess("Have we spoken before? I can't remember.")?.urgency ?? 'none').not.toBe('check');
    expect(assess('Do you like doing this, ringing old biddies like me?')?.urgency ?? 'none').not.toBe('check');
    expect(assess('I knocked the sugar bowl off the table this morning, sugar all over the kitchen floor.')?.urgency ?? 'none').not.toBe('check');
    // Her own fall beside the mess is still asked about.
    expect(assess('I knocked the sugar bowl off and slipped on it, I fell on the kitchen floor')?.urgency).not.toBe('note');
  });
});

describe('someone with her in trouble now, and the far away or the past (decision 181)', () => {
  it('keeps the urgency of trouble told as it happens beside her', () => {
    for (const said of ["My sister's here and she's clutching her chest, she says it's like a band", "She can't get her breath, she's sat on the stairs gasping", 'Her lips have gone blue', "I can't wake him, he's breathing all funny"]) expect(assess(said)?.urgency, said).toBe('urgent');
    expect(assess('My wife keeps falling over, she went down again this morning')?.urgency).toBe('check');
  });
  it('an animal\'s trouble is not hers even when she says what she will do about it (the blind companion round O)', () => {
    expect(assess("The cat's been off her food, I'm taking her to the vet.")).toBeNull();
    expect(assess("The dog's been poorly and I've been up all night with him, my back's killing me.")?.urgency).toBe('check');
  });
  it('"We had no electric till I was twelve" is a childhood, not a cold house now', () => {
    expect(assess('We had no electric till I was twelve.')?.urgency ?? 'none').not.toMatch(/urgent|check/);
    expect(assess("We've had no electric since Tuesday and I'm frozen.")?.urgency).toBe('urgent');
  });
  it('lowers it told from afar, as past, from a screen or of an animal', () => {
    for (const said of ['My sister rang, she had chest pains last week but she is fine now', 'The dog was puffing and panting after his walk', 'Tom fell off his bike when he was six and needed stitches', 'We used to get puffed out dancing all night']) expect(assess(said)?.urgency ?? 'none', said).not.toMatch(/urgent|check/);
  });
});

describe('a long turn (a transcriber that never heard a pause)', () => {
  const chat = 'well you know the garden has been lovely and my grandson came round with his new girlfriend and we had tea and cake, ';
  it('hears trouble at its start and at its end', () => {
    expect(assess(`I've fallen in the kitchen and I can't get up, ${chat.repeat(30)}`)?.urgency).toBe('urgent');
    expect(assess(`${chat.repeat(30)}and I've fallen in the kitchen and I can't get up`)?.urgency).toBe('urgent');
    expect(assess(chat.repeat(30))).toBeNull();
  });

  it('trouble the rules would only ask about, said the way urgent trouble is said, is urgent: on the held-out set, only ever trouble (the urgency model, decision 158)', () => {
    const lines = readSet(new URL('./held-out-set.txt', import.meta.url)).filter((r) => r.length === 3);
    const lifted = lines.filter(([, , text]) => {
      const rules = assessByRules(text!);
      return rules?.urgency === 'check' && !hasRedFlag(rules.category, text!) && assess(text!)?.urgency === 'urgent';
    });
    expect(lifted.length).toBeGreaterThanOrEqual(1);
    expect(lifted.filter(([, expected]) => expected === 'urgent').length).toBeGreaterThanOrEqual(1);
    expect(lifted.filter(([, expected]) => expected === 'none' || expected === 'note')).toEqual([]);
  });

  it('thoughts of dying by what she has done or decided, and the week\'s tablets in their box as what they are', () => {
    for (const urgent of ["I don't want to wake up tomorrow, I've made up my mind.", "I've got the car running in the garage with the door shut."]) expect(assess(urgent)?.urgency, urgent).toBe('urgent');
    expect(ORDER[assess("I've written my letters to the children, they're on the sideboard.")?.urgency ?? 'note']).toBeGreaterThanOrEqual(ORDER.check);
    for (const ordinary of ["I've got all my tablets laid out in the dosette box for the week.", "I've written my Christmas letters to the grandchildren.", "I don't want to wake up early tomorrow.", 'When my slip fell down at the dance I wanted to die, I was so embarrassed.']) {
      expect(ORDER[assess(ordinary)?.urgency ?? 'note'], ordinary).toBe(ORDER.note);
    }
  });

  it('someone in the house or forcing a way in, in any words, is urgent; the family and the plumber are not', () => {
    for (const urgent of ["Someone's downstairs, I can hear them going through the drawers.", "A fella's just pushed past me into the hall and he won't leave.", 'I can hear someone trying to force the back window.']) expect(assess(urgent)?.urgency, urgent).toBe('urgent');
    for (const ordinary of ["The plumber's downstairs fixing the boiler.", "Someone's in the kitchen, my grandson I think, making tea.", 'They tried to force the lid open on the jar.']) expect(ORDER[assess(ordinary)?.urgency ?? 'note'], ordinary).toBe(ORDER.note);
  });

  it('jumping is thoughts of dying only with a place to fall from or her own intent, never a childhood hayloft', () => {
    for (const urgent of ["I'm going to jump off the bridge tonight.", 'Sometimes I think about jumping in front of a train.']) expect(assess(urgent)?.urgency, urgent).toBe('urgent');
    const hayloft = assess('When I was a boy I broke my leg jumping off the hayloft, Dad had to carry me.');
    expect(hayloft?.category).not.toBe('self-harm');
  });
});
