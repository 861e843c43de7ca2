import { describe, expect, it } from 'vitest';
import type { TranscriptLine } from '../../../db/schema/index.js';
import { asksToReadNote, declinesNote, keepPrivateIn, keptForFamily, keptPrivateReply, partCovered, transcriptForFamily, flagKeptPrivate, KEPT_PRIVATE_NOTICE } from './her-say.js';

describe('a request to keep part of the call private, by kind', () => {
  const kinds: Array<[string, string[]]> = [
    [
      'not-the-family',
      [
        "Don't tell my daughter.",
        'Please don’t tell my son about that.',
        "I fell in the bathroom. Don't tell my daughter.",
        "Don't let my son know, will you?",
        "I don't want my daughter to know.",
        "Don't say anything to my family.",
        "You won't tell Sarah, will you?",
        "My son mustn't know about this.",
        "I'd rather my daughter didn't know.",
        "Don't go telling the kids.",
        'Keep it from my son.',
        'Please don’t mention it to my son.',
        "Don't repeat that to anyone.",
      ],
    ],
    ['between-us', ['Keep that between us.', 'That’s just between you and me.', 'This is between ourselves, dear.', 'Between you, me and the gatepost, he drinks too much.', 'Let’s keep it between the two of us.']],
    ['private', ["That's private.", 'Keep that private, please.', "It's personal.", 'Keep it to yourself.', 'That’s confidential.', 'This is off the record.', "It's our little secret.", 'Can you keep a secret?']],
    ['leave-it-out', ["Don't put that in the note.", "Don't write that down.", 'Leave that out of it.', 'Forget I said that.', "Please don't mention that."]],
  ];
  for (const [kind, phrasings] of kinds) {
    for (const said of phrasings) {
      it(`hears "${said}" as a request (${kind})`, () => {
        expect(keepPrivateIn(said)?.kind).toBe(kind);
      });
    }
  }

  const lookAlikes = [
    'My daughter keeps things private.',
    'She told me a secret once.',
    'Between us and the sea there was a wall.',
    'We kept it between us for years, my sister and I.',
    'I never told my son about the war.',
    'He was a private in the army.',
    'She went to a private school in Bath.',
    "Don't tell me you've forgotten my birthday!",
    'I told my daughter all about it.',
    'Tell my son I said hello.',
    'The garden is lovely this time of year.',
  ];
  for (const said of lookAlikes) {
    it(`leaves "${said}" alone`, () => {
      expect(keepPrivateIn(said)).toBeNull();
    });
  }

  it('a request announced before the words covers what she says next', () => {
    expect(keepPrivateIn('Can I tell you something, just between us?')?.covers).toBe('after');
    expect(keepPrivateIn('Between you and me...')?.covers).toBe('after');
    expect(keepPrivateIn("Don't tell my daughter.")?.covers).toBe('before');
    expect(keepPrivateIn("I fell in the bathroom last night and couldn't get up. Keep that between us.")?.covers).toBe('before');
  });
});

const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 10, 0, s)).toISOString();
function call(...said: Array<[TranscriptLine['speaker'], string]>): TranscriptLine[] {
  return said.map(([speaker, text], i) => ({ speaker, text, at: at(i * 5) }));
}

describe('which turns a request covers (decision 155)', () => {
  it('said alone, it covers her turn before it and the turns on the same subject, not an earlier subject', () => {
    const lines = call(
      ['companion', 'How did you sleep?'],
      ['recipient', 'I had porridge for breakfast.'],
      ['companion', 'Lovely. Anything else?'],
      ['recipient', 'I fell in the bathroom last night.'],
      ['companion', 'Oh no, are you hurt?'],
      ['recipient', 'Just a bruise on my hip from the bathroom floor.'],
      ['companion', 'I see.'],
      ['recipient', "Don't tell my daughter."],
    );
    const part = partCovered(lines, keepPrivateIn("Don't tell my daughter.")!)!;
    const kept = keptForFamily([...lines, { speaker: 'companion', text: 'Of course, that stays between us.', at: at(45) }], [part]).map((l) => l.text);
    expect(kept).toEqual(['How did you sleep?', 'I had porridge for breakfast.', 'Lovely. Anything else?']);
  });

  it('in a turn with words of its own, it covers that turn only (unless the one before shares its subject)', () => {
    const lines = call(
      ['recipient', 'My grandson came round on Sunday.'],
      ['companion', 'How lovely.'],
      ['recipient', "The pension money has gone missing from my purse again. Don't tell my daughter."],
    );
    const part = partCovered(lines, keepPrivateIn(lines[2]!.text)!)!;
    const family = transcriptForFamily([...lines, { speaker: 'companion', text: 'Of course, that stays between us.', at: at(20) }, { speaker: 'recipient', text: 'Anyway, the roses are out.', at: at(25) }], [part]);
    expect(family.map((l) => l.text)).toEqual(['My grandson came round on Sunday.', 'How lovely.', KEPT_PRIVATE_NOTICE, 'Anyway, the roses are out.']);
    expect(family[2]!.keptPrivate).toBe(true);
  });

  it('announced, it covers her next turn and the companion’s reply to it', () => {
    const lines = call(['recipient', 'Can I tell you something, just between us?']);
    const part = partCovered(lines, keepPrivateIn(lines[0]!.text)!)!;
    const after = [...lines, { speaker: 'companion' as const, text: 'Of course. Go on.', at: at(5) }, { speaker: 'recipient' as const, text: 'I have been giving money to a man on the phone.', at: at(10) }, { speaker: 'companion' as const, text: 'Money to a man on the phone?', at: at(15) }, { speaker: 'recipient' as const, text: 'My roses are out.', at: at(20) }];
    const kept = keptForFamily(after, [{ from: part.from, to: at(10) }]).map((l) => l.text);
    expect(kept).toEqual(['My roses are out.']);
  });

  it('an alert raised from words kept private is known as such, by its time or its words', () => {
    const lines = call(['recipient', 'I fell in the bathroom.'], ['companion', 'Are you hurt?'], ['recipient', "Yes, my hip. Don't tell my son."]);
    const part = partCovered(lines, keepPrivateIn(lines[2]!.text)!)!;
    expect(flagKeptPrivate({ at: at(1), utterance: 'I fell in the bathroom.' }, lines, [part])).toBe(true);
    expect(flagKeptPrivate({ at: at(60), utterance: 'I fell in the bathroom. — Are you hurt? — yes' }, lines, [part])).toBe(true);
    expect(flagKeptPrivate({ at: at(60), utterance: 'There is smoke in the kitchen.' }, lines, [part])).toBe(false);
  });
});

describe('the companion’s answer', () => {
  it('says kindly that it stays between them', () => {
    const lines = call(['recipient', 'I have been lonely since the club closed.'], ['companion', 'I am sorry.'], ['recipient', 'Keep that between us.']);
    const { line, safety } = keptPrivateReply(lines, keepPrivateIn('Keep that between us.')!, 'Sarah', 'Margaret');
    expect(line).toBe("Of course, Margaret. That stays between us, and it won't go in the note to Sarah.");
    expect(safety).toBeNull();
  });

  it('tells her gently that a fall still reaches her family, without her words', () => {
    const lines = call(['recipient', 'I fell in the bathroom last night.'], ['companion', 'Oh no.'], ['recipient', "Don't tell my daughter."]);
    const { line, safety } = keptPrivateReply(lines, keepPrivateIn("Don't tell my daughter.")!, 'Sarah', 'Margaret');
    expect(safety).toBe('fall');
    expect(line).toContain('because you had a fall, I do need to let Sarah know');
    expect(line).toContain("I won't tell them what you said");
  });
});

describe('her note before it goes', () => {
  it('hears a wish to hear the note', () => {
    for (const said of ['Read me the Moment.', 'What will you tell my daughter?', 'What are you going to send my son?', 'Can I hear the note?']) expect(asksToReadNote(said), said).toBe(true);
    for (const said of ['I read a lovely book.', 'My daughter sent me a note.']) expect(asksToReadNote(said), said).toBe(false);
  });
  it('hears her no to it', () => {
    for (const said of ["Don't send it.", "I'd rather you didn't send that.", 'No note today, thank you.']) expect(declinesNote(said), said).toBe(true);
    for (const said of ['My son sent me flowers.', "Don't send me any more catalogues."]) expect(declinesNote(said), said).toBe(false);
  });
});
