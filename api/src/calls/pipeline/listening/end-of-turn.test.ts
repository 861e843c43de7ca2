/**
 * When her turn is over, on real audio (issue 26): espeak speech through the project's mu-law
 * codec, heard by the listener (Silero and the turn policy) in audio time, with a stand-in
 * transcriber that answers the words of the audio it was actually sent.
 */
import { describe, expect, it } from 'vitest';
import { parseWav } from '../../../lib/audio-codec.js';
import { BatchTranscriber } from '../../../providers/transcriber/batch.js';
import { makeFixture, type AudioFixture, type FixtureOptions, type Part, wordsIn } from '../../../testing/audio-fixtures.js';
import type { ChannelEvent } from '../conversation/channel.js';
import { clauseOf, isFragment, mayBeLeadIn } from './clause.js';
import { END_OF_TURN, quietToEnd, rhythmWait } from './end-of-turn.js';
import { Listener } from './listener.js';
import { endContour, pitchOf, type VoicedWindow } from './prosody.js';

async function hear(parts: Part[], opts: FixtureOptions & { companionSpeaking?: boolean } = {}) {
  const fixture = await makeFixture(parts, opts);
  const events: Array<ChannelEvent & { atMs: number }> = [];
  const sent: Array<[number, number]> = [];
  let stream: ReturnType<BatchTranscriber['open']> | undefined;
  const listener: Listener = new Listener({
    rate: 8000,
    stream: () => {
      stream ??= new BatchTranscriber(async (wav) => wordsIn(fixture, parseWav(wav).samples)).open({ rate: 8000, hints: { language: 'en', names: [], topics: [] } });
      const s = stream;
      return { ...s, send: (pcm: Int16Array, atMs?: number) => (sent.push([atMs! - pcm.length / 8, atMs!]), s.send(pcm)), flush: () => s.flush(), close: () => s.close() };
    },
    companionSpeaking: () => !!opts.companionSpeaking,
    emit: (e) => events.push({ ...e, atMs: listener.audioMs }),
  });
  for (const f of fixture.frames) listener.pushMulaw(Buffer.from(f, 'base64'));
  for (let i = 0; i < 5; i++) {
    await listener.settled();
    await new Promise((r) => setTimeout(r, 5));
  }
  listener.close();
  const finals = events.filter((e): e is Extract<ChannelEvent, { type: 'speech' }> & { atMs: number } => e.type === 'speech' && e.final && !e.tentative);
  return { fixture, events, finals, sent };
}

/** Pitch and level of each 32 ms window of a fixture, as the listener keeps them. */
function voiceOf(fixture: AudioFixture): VoicedWindow[] {
  const out: VoicedWindow[] = [];
  for (let i = 0; i + 256 <= fixture.pcm.length; i += 256) {
    const w = Float32Array.from(fixture.pcm.subarray(i, i + 256), (s) => s / 32768);
    const db = 10 * Math.log10(w.reduce((n, s) => n + s * s, 0) / w.length + 1e-12);
    out.push({ f0: db > -60 ? pitchOf(w, 8000) : null, db });
  }
  return out;
}

describe('the end of her turn', () => {
  it.each([['I was thinking'], ['and then my'], ['My sister told'], ['we bought'], ['I was going to say'], ['It was my husband’s']])('hears "%s" as a thought not yet finished', (words) => {
    expect(clauseOf(words)).toBe('unfinished');
  });
  it.each([['The best part of it was'], ['And my mother was'], ['When we moved to Ohio'], ['Because my father worked at the mill']])('hears "%s" as still leading somewhere: its complement or its main clause is to come', (words) => {
    expect(clauseOf(words)).toBe('unfinished');
  });
  it.each([['I slept quite well, thank you for asking.'], ['We went to the market.'], ['The garden is full of roses this year.'], ['When I was young we lived by the sea.'], ['When we moved, I cried.'], ['We had a lovely time.']])('hears "%s" as finished', (words) => {
    expect(clauseOf(words)).toBe('complete');
  });
  it.each([['It was a beautiful'], ['She was such a kind and gentle'], ['We had the most wonderful']])('hears "%s" as waiting for its noun', (words) => {
    expect(clauseOf(words)).toBe('unfinished');
  });
  it.each([["I saw that actor, oh what's his name now"], ['We lived on, what was the street called'], ["The lady from church, I can't think of her name"], ['It was a, what do you call it']])(
    'hears "%s" as a search for a word or a name: it is still to come',
    (words) => {
      expect(clauseOf(words)).toBe('unfinished');
    },
  );
  it.each([['She gave me'], ['My son bought us'], ['Back in the fifties'], ['Every summer at the lake'], ['Once when I was small'], ['After the war in nineteen forty six'], ['My granddaughter painted'], ['We grew potatoes, carrots, onions'], ['The man who used to bring our milk']])(
    'hears "%s" as a scene set or a gift begun: what happened is to come',
    (words) => {
      expect(clauseOf(words)).toBe('unfinished');
    },
  );
  it.each([
    ['We went to the market on Saturday and we finally found'],
    ['For my birthday last year my daughter knitted me'],
    ['When the children were small we used to grow'],
    ['The garden was always full of roses and it was a lovely'],
    ["My granddaughter came round yesterday and she's got such a kind"],
    ['My mother was a seamstress and I was born in nineteen'],
    ['It was a long way to go and the ticket cost me nearly'],
    ['When we first moved up here the house had three'],
  ])('hears "%s" (the end of a longer sentence: a doing word, a gift, a habit, a describing word, a year or an amount begun) as unfinished', (words) => {
    expect(clauseOf(words)).toBe('unfinished');
  });
  it.each([['Yes, I\'ve got two.'], ['We had two.'], ['I think I\'ve got it.'], ['Just a little.'], ['I was born in nineteen thirty.'], ['I did it for twenty years.'], ["She's a dear."], ['It was all over.']])('hears "%s" as an answer that may be whole', (words) => {
    expect(clauseOf(words)).not.toBe('unfinished');
  });
  it.each([['Oh, about the same.'], ['In Ohio.'], ['On Sunday.'], ['It was the best.'], ['I was so proud of her.'], ['Just the two of us.'], ['We had apples, pears and plums.'], ['Not too bad, thank you.'], ['My son phoned.'], ['The man who lived next door was a policeman.']])('hears "%s" as an answer that may well be whole', (words) => {
    expect(clauseOf(words)).not.toBe('unfinished');
    expect(isFragment(words)).toBe(false);
  });
  it('waits a lead-in\'s time after a comparison ("It was much bigger", its "than" may follow), a number after a doing word ("We paid two") and a thing before its particle ("She picked it")', () => {
    const base = { contour: 'falling' as const, speechMs: 1500, ownPausesMs: [], falseEnds: 0, briefAnswers: 9 };
    expect(quietToEnd({ ...base, text: 'The new house was much bigger' })).toBe(END_OF_TURN.leadInQuietMs);
    expect(quietToEnd({ ...base, text: "I'm feeling a bit better." })).toBe(END_OF_TURN.completeQuietMs);
    expect(clauseOf('We paid two')).toBe('unfinished');
    expect(clauseOf("I'm eighty-seven.")).not.toBe('unfinished');
    expect(clauseOf('She picked it')).toBe('unfinished');
    expect(clauseOf('I love it.')).not.toBe('unfinished');
  });
  it('gives a subject with nothing said of it yet ("My neighbour across the road") the long wait, however briefly she has answered', () => {
    const turn = { text: 'My neighbour across the road', contour: 'falling' as const, speechMs: 1500, ownPausesMs: [], falseEnds: 0 };
    expect(isFragment(turn.text)).toBe(true);
    // An -ing opening ("Walking home from school") waits as long: "Watching the telly." answers as often as it sets a scene.
    expect(isFragment('Walking home from school')).toBe(true);
    expect(quietToEnd({ ...turn, briefAnswers: 9 })).toBe(END_OF_TURN.fragmentQuietMs);
    // A short statement with its verb loses its long wait once she has shown she answers briefly.
    expect(quietToEnd({ ...turn, text: 'My son lives in Denver.', briefAnswers: 9 })).toBe(END_OF_TURN.completeQuietMs);
  });
  it.each([['Yes, I remember.'], ['Oh, I think.'], ['No, I never said.'], ['Yes, it was.'], ['My husband did.'], ['That is how it was.']])('leaves a short answer like "%s" to her voice: over when it falls', (words) => {
    expect(clauseOf(words)).toBe('maybe');
    expect(quietToEnd({ text: words, contour: 'falling', speechMs: 900, ownPausesMs: [], falseEnds: 0 })).toBe(END_OF_TURN.maybeQuietMs);
  });

  it('waits through a 2.5 s pause after "I was thinking" and hears one whole turn', async () => {
    const { fixture, finals } = await hear([{ quiet: 300 }, { say: 'I was thinking' }, { quiet: 2500 }, { say: 'about the garden my mother kept.' }, { quiet: 2000 }]);
    expect(finals.map((f) => f.text)).toEqual(['I was thinking about the garden my mother kept.']);
    expect(finals[0]!.atMs).toBeGreaterThan(fixture.spans[1]!.endMs);
  });

  it('hears a story with short gaps between its sentences as one turn', async () => {
    const sentences = ['When I was young we lived by the sea.', 'My father mended nets on the harbour wall.', 'Every morning I took him his tea in a flask.', 'He always gave me the first biscuit.'];
    const parts: Part[] = [{ quiet: 300 }];
    sentences.forEach((say, i) => parts.push({ say }, { quiet: i === sentences.length - 1 ? 2000 : [450, 700, 600][i]! }));
    const { finals } = await hear(parts);
    expect(finals.map((f) => f.text)).toEqual([sentences.join(' ')]);
  });

  it('answers a short finished answer after a short quiet', async () => {
    const { fixture, finals } = await hear([{ quiet: 300 }, { say: 'Yes, I had soup.' }, { quiet: 1500 }]);
    expect(finals).toHaveLength(1);
    expect(finals[0]!.atMs - fixture.spans[0]!.endMs).toBeLessThan(END_OF_TURN.tellingQuietMs);
  });

  it('hears a falling voice at the end of a statement and a level one before a comma', async () => {
    for (const voice of ['female', 'male'] as const) {
      const done = await makeFixture([{ say: 'We used to go down to the lake every summer.', voice }]);
      const going = await makeFixture([{ say: 'We used to go down to the lake every summer,', voice }]);
      expect(endContour(voiceOf(done))).toBe('falling');
      expect(endContour(voiceOf(going))).toBe('level');
    }
    const base = { text: 'We went to the lake with my sister and her two boys.', speechMs: 1500, ownPausesMs: [], falseEnds: 0 };
    expect(quietToEnd({ ...base, contour: 'level' })).toBeGreaterThan(quietToEnd({ ...base, contour: 'falling' }));
  });

  it('gives a long-pauser more room, and more again each time she went on just as the companion began', () => {
    expect(rhythmWait([3000, 3400])).toBeGreaterThan(rhythmWait([800, 1000]));
    expect(rhythmWait([800, 1000])).toBeGreaterThanOrEqual(END_OF_TURN.incompleteQuietMs);
    const turn = { text: 'We went to the lake with my sister and her two boys.', contour: 'falling' as const, speechMs: 1500, ownPausesMs: [] };
    expect(quietToEnd({ ...turn, falseEnds: 2 })).toBeGreaterThan(quietToEnd({ ...turn, falseEnds: 0 }));
  });

  it.each([['We married in 1956'], ['I grew up on a farm.'], ['My husband was called Harold'], ['She lived in Boston'], ['We used to go to the seaside']])(
    'hears "%s" as maybe only the first breath of something longer: one short statement naming what it is about',
    (words) => {
      expect(mayBeLeadIn(words)).toBe(true);
      expect(quietToEnd({ text: words, contour: 'falling', speechMs: 1500, ownPausesMs: [], falseEnds: 0 })).toBe(END_OF_TURN.leadInQuietMs);
    },
  );
  it.each([['I am well, thank you.'], ['We were very happy.'], ['Yes, we went to the lake.'], ['I slept badly.'], ['Did you go to the seaside?'], ['We had soup. It was nice.'], ['We went down to the lake with my sister and her two boys.']])(
    'hears "%s" as whole: a state, an answer, a question or a piece already said',
    (words) => {
      expect(mayBeLeadIn(words)).toBe(false);
    },
  );

  it('waits through a pause after a short statement that opens a story, and hears one whole turn', async () => {
    const { finals } = await hear([{ quiet: 300 }, { say: 'We married in 1956' }, { quiet: 1800 }, { say: 'in a little chapel by the sea.' }, { quiet: 2500 }]);
    expect(finals.map((f) => f.text)).toEqual(['We married in 1956 in a little chapel by the sea.']);
  });

  it('learns that she answers briefly: after three short statements left whole, the next is answered after the short wait', async () => {
    const answers = ['I had soup.', 'The nurse came on Tuesday.', 'My son lives in Denver.', 'We grew tomatoes.'];
    const { fixture, finals } = await hear([{ quiet: 300 }, ...answers.flatMap((say): Part[] => [{ say }, { quiet: 2600 }])]);
    expect(finals.map((f) => f.text)).toEqual(answers);
    const waited = finals.map((f, i) => f.atMs - fixture.spans[i]!.endMs);
    expect(waited[0]).toBeGreaterThanOrEqual(END_OF_TURN.leadInQuietMs);
    expect(waited[3]).toBeLessThan(END_OF_TURN.tellingQuietMs);
  });

  it('learns how long she pauses after a short opening: once she went on from a long one, a longer one later in the call is waited out', async () => {
    const { finals } = await hear([
      { quiet: 300 },
      { say: 'We married in 1956' },
      { quiet: 1900 },
      { say: 'in a little chapel by the sea.' },
      { quiet: 3000 },
      { say: 'We bought a cottage in Maine' },
      { quiet: 2150 },
      { say: 'and lived there forty years.' },
      { quiet: 3000 },
    ]);
    expect(finals.map((f) => f.text)).toEqual(['We married in 1956 in a little chapel by the sea.', 'We bought a cottage in Maine and lived there forty years.']);
  });

  it('takes a short "mm-hm" over the companion for a nod, never an interruption', async () => {
    const { events, finals } = await hear([{ quiet: 300 }, { say: 'mm hm' }, { quiet: 1500 }, { say: 'yeah' }, { quiet: 1500 }], { companionSpeaking: true });
    expect(events.some((e) => e.type === 'interrupt')).toBe(false);
    expect(finals.length).toBeGreaterThan(0);
    expect(finals.every((f) => f.nod)).toBe(true);
  });

  it('sends the transcriber the audio before a soft voice’s onset, however slowly it rises', async () => {
    const { fixture, sent, finals } = await hear([{ quiet: 1200 }, { say: 'Good morning, I had a quiet night.', fadeInMs: 900 }, { quiet: 1500 }], { levelDbov: -40, fanDbov: -58 });
    const onset = fixture.spans[0]!.startMs;
    expect(sent.some(([from, to]) => from <= onset - 300 && to > onset)).toBe(true);
    expect(finals[0]!.text).toBe('Good morning, I had a quiet night.');
  });
});
