// `pnpm bench companion`: the embedded companion on the dialogue corpus (issue 14), and with
// `--dialogues <dir>` on a held-out folder replayed through the call engine (issue 28,
// bench/companion-dialogues.ts).
// Figures: the share of replies that respond to the content of her last turn, goodbyes
// honoured within one turn, questions repeated per call (and across two calls), and the
// time the embedded companion takes per reply (p50/p95). The baseline is the scripted
// companion it replaced (canned acknowledgements picked by a regex, a fixed question list),
// rebuilt here in a few lines so the ratio is measured on the same corpus.
import { percentile, writeResult } from './bench-kit.js';
import { replayDialogues } from './companion-dialogues.js';
import { CHECK_IN, CHEERFUL, corpusPlan, DIALOGUES, play, questionOf, SORRY, type Dialogue } from '../src/providers/brain/dialogue-corpus.js';
import { CompanionSession } from '../src/providers/brain/local.js';
import { analyse, contentWords } from '../src/calls/pipeline/understanding/listen.js';
import { extractProfileUpdate } from '../src/calls/pipeline/memory/extract.js';
import { mergeProfile } from '../src/calls/pipeline/memory/profile.js';
import { emptyProfile } from '@fondly/contract/profile';
import type { CallPlan } from '../src/calls/pipeline/conversation/call-plan.js';

/** The companion before issue 14: a canned acknowledgement by regex, then the next question; it never ends on goodbye. */
function baselineReplies(d: Dialogue, plan: CallPlan): string[] {
  const POSITIVE = /\b(good|great|fine|well|lovely|wonderful|happy|better|nice|grand|excellent|not bad|alright|all right)\b/;
  const NEGATIVE = /\b(bad|sad|lonely|tired|pain|aches?|hurts?|poorly|not (so |too |very )?(good|well|great)|worried|awful|terrible|miss)\b/;
  const queue = [...plan.wellnessQuestions, ...plan.topicQuestions];
  return d.turns.map((t, turn) => {
    const s = t.say.toLowerCase();
    const ack = NEGATIVE.test(s)
      ? "I'm sorry to hear that. Thank you for telling me."
      : POSITIVE.test(s)
        ? ["That's lovely to hear.", "Oh, I'm glad.", 'How wonderful.'][turn % 3]!
        : s.split(/\s+/).length > 12
          ? 'What a story. Thank you for sharing that with me.'
          : ['Thank you for sharing that.', 'I see.', 'That sounds interesting.'][turn % 3]!;
    return `${ack} ${queue.shift() ?? ''}`.trim();
  });
}

/**
 * Does the reply respond to what she said? It names something from her turn (a content
 * word: her person, place, thing), or it meets her feeling the right way round (sorry for
 * pain, loss, worry, sadness; warmth for good news), or it does what she asked (who is
 * calling: introduces itself; pardon or confusion: the pending question again; goodbye:
 * ends; a greeting: a greeting back; a question to the companion: an answer; a story told
 * twice: "you were telling me"). A generic "Thank you for sharing that" counts for nothing.
 */
function responds(said: string, reply: string, before: string, ended: boolean): { responds: boolean; names: boolean } {
  const h = analyse(said);
  const mine = contentWords(said);
  const theirs = contentWords(reply);
  const names = [...mine].some((w) => theirs.has(w)) || [...h.people, ...h.places.map((p) => ({ name: p, relationship: '' }))].some((p) => (p.name && reply.includes(p.name)) || (p.relationship && reply.includes(p.relationship)));
  if (h.intent === 'goodbye') return { responds: ended, names };
  if (h.intent === 'who') return { responds: /Fondly/.test(reply) && /AI companion/.test(reply), names };
  if (h.intent === 'pardon') return { responds: questionOf(reply) !== '' && questionOf(reply) === questionOf(before), names };
  if (h.intent === 'confused' || h.intent === 'dont-know') return { responds: /all right|doesn't matter|more simply/i.test(reply) && !/\b(already|wrong)\b/i.test(reply), names };
  if (h.intent === 'asks-back') return { responds: /thank you for asking|I'm (very )?well/i.test(reply), names };
  if (h.intent === 'greeting') return { responds: /^(Hello|Hi|Good (morning|afternoon|evening))\b/.test(reply), names };
  if (h.intent === 'asks-companion') return { responds: /AI companion|kind of you to ask|I'm Fondly/.test(reply), names };
  if (h.intent === 'hold') return { responds: /take your time|right here/i.test(reply) && !/\?/.test(reply), names };
  // She told it again: a kind "you were telling me", never a correction.
  if (/you were telling me/i.test(reply)) return { responds: !/\b(already|wrong)\b/i.test(reply), names };
  const hard = h.feeling === 'loss' || h.feeling === 'pain' || h.feeling === 'worry' || h.feeling === 'sad';
  const feelingMet = hard ? SORRY.test(reply) && !CHEERFUL.test(reply) : h.feeling === 'good' ? !/\bsorry\b/i.test(reply) && /wonderful|lovely|glad|beautiful|wedding|happy/i.test(reply) : false;
  const feelingWrong = (hard && CHEERFUL.test(reply)) || (h.feeling === 'good' && /\bsorry\b/i.test(reply));
  return { responds: !feelingWrong && (names || feelingMet), names };
}

// Goodbyes in many phrasings, said mid-call: the call must end on that turn.
const GOODBYES = [
  'I have to go and water my roses now. Goodbye, dear.',
  'Bye now, love.',
  'Well, I must be going now. Talk to you later.',
  "I've got to go, the nurse is here. Cheerio!",
  'Thank you for calling, dear. I need to go and lie down now. Goodbye.',
  "Okay, that's enough for today. Bye-bye.",
  "I'll let you go now, dear.",
  "My son's at the door, I need to go. Bye!",
  'Good-bye then, speak soon.',
  'See you next time, sweetheart.',
  "Sorry love, I've got to run, the bus is coming.",
  'Goodbye.',
];
// Not goodbyes: a story that mentions one, "I don't have to go anywhere", and remarks that only
// invite the end (a thank-you, "that was a lovely chat": answered with an offer, decision 149).
const NOT_GOODBYES = [
  'My husband waved goodbye to me from the train in 1944.',
  "I don't have to go anywhere today, so we can chat.",
  'We said goodbye to the old house last spring.',
  'Thank you for calling, dear.',
  "Well, it's been lovely talking to you.",
  'That was a nice chat. Thank you.',
];

function goodbyeFigures() {
  const plan = corpusPlan({ mode: 'loneliness', topics: [] });
  let honoured = 0;
  for (const g of GOODBYES) {
    const s = new CompanionSession(plan);
    const t = [{ speaker: 'companion' as const, text: plan.opening, at: '' }];
    for (const say of ['Hello dear.', "I'm fine, thank you.", g]) {
      t.push({ speaker: 'recipient' as never, text: say, at: '' });
      t.push({ speaker: 'companion', text: s.respond({ transcript: t, phase: 'conversation', elapsedMs: 60_000 }), at: '' });
      if (s.finished) break;
    }
    if (s.finished && t.at(-2)!.text === g) honoured++;
  }
  let falseEnds = 0;
  for (const n of NOT_GOODBYES) {
    const s = new CompanionSession(plan);
    s.respond({ transcript: [{ speaker: 'recipient', text: n, at: '' }], phase: 'conversation', elapsedMs: 60_000 });
    if (s.finished) falseEnds++;
  }
  return { honoured, total: GOODBYES.length, falseEnds, notGoodbyes: NOT_GOODBYES.length };
}

function main() {
  // Responding to content, on the corpus.
  let turns = 0;
  let respondsN = 0;
  let namesN = 0;
  let baseRespondsN = 0;
  let corpusGoodbyes = 0;
  let corpusGoodbyesHonoured = 0;
  let repeatsWithin = 0;
  for (const d of DIALOGUES) {
    const plan = corpusPlan(d);
    const played = play(d, plan);
    const base = baselineReplies(d, plan);
    played.turns.forEach((t, i) => {
      turns++;
      const r = responds(t.said, t.reply, t.before, t.ended);
      if (r.responds) respondsN++;
      if (r.names) namesN++;
      const before = i === 0 ? plan.opening : base[i - 1]!;
      if (responds(t.said, base[i]!, before, false).responds) baseRespondsN++;
      if (analyse(t.said).intent === 'goodbye') {
        corpusGoodbyes++;
        if (t.ended) corpusGoodbyesHonoured++;
      }
    });
    const asked = played.session.askedQuestions;
    repeatsWithin += asked.length - new Set(asked).size;
  }

  // No question twice across two calls: each dialogue played again as the next call, with the first call's memory.
  let repeatsAcross = 0;
  let secondCallQuestions = 0;
  for (const d of DIALOGUES) {
    const one = play(d);
    const profile = mergeProfile(emptyProfile(), extractProfileUpdate(one.transcript, new Date()), one.session.threadsAsked);
    const two = play(d, corpusPlan(d, { summaries: [], askedQuestions: one.session.askedQuestions, profile }, 1));
    const before = new Set(one.session.askedQuestions.filter((q) => !CHECK_IN.test(q) && !/feeling/i.test(q)));
    secondCallQuestions += two.session.askedQuestions.length;
    repeatsAcross += two.session.askedQuestions.filter((q) => before.has(q)).length;
  }

  const gb = goodbyeFigures();

  // Reply time: the whole corpus, many times over (the embedded companion has no network).
  const times: number[] = [];
  for (let round = 0; round < 30; round++) for (const d of DIALOGUES) for (const t of play(d).turns) times.push(t.ms);
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);

  const share = respondsN / turns;
  const baseShare = baseRespondsN / turns;
  const summary = [
    `companion: corpus ${DIALOGUES.length} calls, ${turns} turns (both modes)`,
    `responds to the content of her last turn: ${(share * 100).toFixed(1)}% (${respondsN}/${turns}); baseline scripted companion ${(baseShare * 100).toFixed(1)}% (${baseRespondsN}/${turns}); ratio ${(share / Math.max(baseShare, 1e-9)).toFixed(2)}x`,
    `  of which name what she said (her person, place or thing): ${((namesN / turns) * 100).toFixed(1)}% (${namesN}/${turns})`,
    `goodbyes honoured within one turn: corpus ${corpusGoodbyesHonoured}/${corpusGoodbyes}, phrasings ${gb.honoured}/${gb.total} (baseline 0/${gb.total}); non-goodbyes that ended the call: ${gb.falseEnds}/${gb.notGoodbyes}`,
    `questions repeated per call: ${(repeatsWithin / DIALOGUES.length).toFixed(2)} (within a call), ${(repeatsAcross / DIALOGUES.length).toFixed(2)} per second call from the first (${repeatsAcross}/${secondCallQuestions} questions)`,
    `embedded reply time: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms over ${times.length} replies`,
  ];
  writeResult('companion', {
    summary,
    turns,
    respondsShare: share,
    baselineRespondsShare: baseShare,
    namesShare: namesN / turns,
    goodbyes: { corpus: { honoured: corpusGoodbyesHonoured, total: corpusGoodbyes }, phrasings: gb },
    questionsRepeatedPerCall: repeatsWithin / DIALOGUES.length,
    questionsRepeatedAcrossCalls: repeatsAcross / DIALOGUES.length,
    replyMs: { p50, p95, n: times.length },
  });
}

main();

// Conversations the project never saw (a held-out folder): `pnpm bench companion --dialogues <dir>`.
const dialogues = process.argv.indexOf('--dialogues');
if (dialogues > 0) {
  const dir = process.argv[dialogues + 1]!;
  const result = await replayDialogues(dir);
  writeResult('companion-held-out', result);
}
