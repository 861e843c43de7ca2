import { describe, expect, it } from 'vitest';
import { extractProfileUpdate } from '../../calls/pipeline/memory/extract.js';
import { mergeProfile } from '../../calls/pipeline/memory/profile.js';
import { emptyProfile } from '@fondly/contract/profile';
import { analyse } from '../../calls/pipeline/understanding/listen.js';
import { CHECK_IN, CHEERFUL, corpusPlan, DIALOGUES, play, questionOf, SORRY, type Dialogue } from './dialogue-corpus.js';

const total = DIALOGUES.reduce((n, d) => n + d.turns.length, 0);

describe('the embedded companion listens (dialogue corpus)', () => {
  it(`has at least 40 scripted turns across both modes (${total})`, () => {
    expect(total).toBeGreaterThanOrEqual(40);
    expect(new Set(DIALOGUES.map((d) => d.mode))).toEqual(new Set(['loneliness', 'stories']));
  });

  for (const dialogue of DIALOGUES) {
    it(dialogue.title, () => {
      const { turns } = play(dialogue);
      // Every scripted turn was heard: the call did not end early.
      expect(turns).toHaveLength(dialogue.turns.length);
      turns.forEach((t, i) => {
        const spec = dialogue.turns[i]!;
        const where = `"${t.said}" -> "${t.reply}"`;
        for (const e of spec.expect ?? []) {
          switch (e) {
            case 'sympathy':
              expect(t.reply, where).toMatch(SORRY);
              expect(t.reply, where).not.toMatch(CHEERFUL);
              break;
            case 'warmth':
              expect(t.reply, where).not.toMatch(/\bsorry\b/i);
              expect(t.reply, where).toMatch(/wonderful|lovely|glad|wedding|how nice|proud/i);
              break;
            case 'reintroduces':
              expect(t.reply, where).toMatch(/This is Fondly, an AI companion/);
              expect(t.reply, where).toContain('Rose');
              expect(t.reply, where).not.toContain('Alvarez');
              break;
            case 'asks-again':
              // The question still waits for her answer: said again, not replaced.
              expect(questionOf(t.reply), where).toBe(questionOf(t.before));
              expect(questionOf(t.reply), where).not.toBe('');
              break;
            case 'ends':
              expect(t.ended, where).toBe(true);
              expect(t.reply, where).toContain("I'll call you again on Thursday morning.");
              expect(t.reply, where).toMatch(/Goodbye!$/);
              expect(t.reply, where).not.toMatch(/\?/);
              break;
            case 'continues':
              expect(t.ended, where).toBe(false);
              expect(t.reply, where).toMatch(/\?/);
              break;
            case 'kind':
              expect(t.reply, where).not.toMatch(/\b(already|you said that|as I said|wrong|no,)\b/i);
              expect(t.reply, where).toMatch(/all right|love hearing|of course|doesn't matter/i);
              break;
            case 'no-check-in':
              expect(t.reply, where).not.toMatch(CHECK_IN);
              break;
          }
        }
        if (spec.names) expect(spec.names.some((n) => t.reply.toLowerCase().includes(n.toLowerCase())), `${where} should name one of ${spec.names.join(', ')}`).toBe(true);
        // Only the last turn of a dialogue that says goodbye may end the call.
        if (!spec.expect?.includes('ends')) expect(t.ended, where).toBe(false);
      });
    });
  }

  it('never asks the same question twice in a call', () => {
    for (const d of DIALOGUES) {
      const { session } = play(d);
      expect(new Set(session.askedQuestions).size, d.title).toBe(session.askedQuestions.length);
    }
  });

  it('calls her by her first name, or her preferred name, never her full name', () => {
    const plan = corpusPlan(DIALOGUES[0]!);
    expect(plan.opening).toContain('nice to talk with you, Rose!');
    expect(plan.opening).not.toContain('Alvarez');
    const preferred = corpusPlan(DIALOGUES[0]!, { summaries: [], askedQuestions: [], profile: { ...emptyProfile(), preferredName: 'Rosie' } });
    expect(preferred.opening).toContain('Rosie');
    const { turns } = play({ ...DIALOGUES[0]!, turns: [{ say: 'Who did you say you were?' }, { say: 'Goodbye.' }] }, preferred);
    expect(turns[0]!.reply).toContain('Rosie');
    expect(turns[1]!.reply).toContain('Of course, Rosie.');
  });

  it('the next call opens on an open thread, carries her people, and asks no question she was asked before', () => {
    const first: Dialogue = {
      title: 'first call',
      mode: 'loneliness',
      topics: ['Cooking and recipes'],
      turns: [
        { say: 'Hello dear.' },
        { say: 'My knee is a bit stiff today.' },
        { say: 'No, I manage.' },
        { say: 'I slept alright.' },
        { say: 'I had soup for lunch.' },
        { say: 'My granddaughter Emily is coming on Sunday.' },
        { say: 'Nothing really.' },
        { say: 'I make a good apple pie, everyone says so.' },
        { say: 'My mother taught me when I was a girl.' },
        { say: 'Goodbye, dear.' },
      ],
    };
    const one = play(first);
    const update = extractProfileUpdate(one.transcript, new Date('2026-11-24T15:00:00Z'));
    const profile = mergeProfile(emptyProfile(), update, one.session.threadsAsked);
    expect(profile.openThreads.map((t) => t.question)).toContain('How is your knee today?');
    expect(profile.people).toEqual(expect.arrayContaining([expect.objectContaining({ relationship: 'granddaughter', name: 'Emily' })]));

    const memory = { summaries: [], askedQuestions: one.session.askedQuestions, profile };
    const second = play({ ...first, turns: [{ say: 'Hello?' }, ...first.turns.slice(3, 9), { say: 'Tell me something else.' }, { say: 'And another thing.' }] }, corpusPlan(first, memory, 1));
    // What mattered most first: the visit she looked forward to, then her knee.
    expect(second.turns[0]!.reply).toMatch(/How was your granddaughter's visit\?/);
    const kneeAt = second.turns.findIndex((t) => t.reply.includes('How is your knee today?'));
    expect(kneeAt).toBeGreaterThan(0);
    expect(kneeAt).toBeLessThanOrEqual(2);
    expect(second.turns[kneeAt]!.reply).toMatch(/you told me your knee was stiff/);
    const checkIns = /feeling|sleep|rest|eating|meals|worr|bothering|mind/i;
    const askedBefore = one.session.askedQuestions.filter((q) => !checkIns.test(q));
    for (const q of second.session.askedQuestions) expect(askedBefore, q).not.toContain(q);
    // The thread was asked, so it closes after this call; she said nothing new about her knee.
    const after = mergeProfile(profile, extractProfileUpdate(second.transcript, new Date()), second.session.threadsAsked);
    expect(after.openThreads.map((t) => t.text)).not.toContain('knee was stiff');
  });

  it('reads negation: "not bad" is good news, "not sleeping well" is not', () => {
    const d = DIALOGUES[1]!;
    const check = (say: string) => play({ ...d, turns: [{ say: 'Hello.' }, { say }] }).turns[1]!.reply;
    expect(check('Not bad, not bad at all.')).not.toMatch(SORRY);
    expect(check("I haven't been sleeping well at all.")).toMatch(SORRY);
    expect(check("I don't feel great today.")).toMatch(SORRY);
    expect(check("I'm not worried about anything.")).not.toMatch(SORRY);
    expect(check('My hip hurts, but my daughter brought me flowers.')).toMatch(/sorry your hip/i);
  });
});

describe('whatever she says', () => {
  it('the companion answers with a line of its own, never throws, and only a goodbye ends the call', async () => {
    const fc = (await import('fast-check')).default;
    const words = fc.constantFrom('my', 'knee', 'Emily', 'not', 'bad', 'goodbye', 'who', 'is', 'this', '?', 'pardon', 'I', 'went', 'to', 'Chicago', 'in', '1952', 'died', 'lovely', '!', 'hang', 'on', '😊', '', 'déjà', "don't", 'know', 'bye');
    fc.assert(
      fc.property(fc.array(fc.array(words, { maxLength: 25 }).map((w) => w.join(' ')), { minLength: 1, maxLength: 8 }), (utterances) => {
        const plan = corpusPlan({ mode: 'stories', topics: [] });
        const { turns } = play({ title: 'fuzz', mode: 'stories', topics: [], turns: utterances.map((say) => ({ say })) }, plan);
        for (const t of turns) {
          expect(t.reply.trim().length).toBeGreaterThan(0);
          expect(t.reply).not.toMatch(/undefined|null|\[object/);
          expect(t.reply).not.toContain('Alvarez');
          // The call ends on her goodbye (or when the plan has run out), never on a question.
          if (t.ended) expect(t.reply).toMatch(/Goodbye!$/);
          if (analyse(t.said).intent === 'goodbye') expect(t.ended).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
