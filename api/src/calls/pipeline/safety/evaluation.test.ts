import { describe, expect, it } from 'vitest';
import { assess, isOptOut, type Urgency } from './detect.js';
import { digestOf, readExamples, readSet, shippedModel, shippedUrgencyModel, TRAINING_SETS } from './model.js';

/**
 * The evaluation set (evaluation-set.txt): at least 300 utterances written from what
 * clinicians and helplines publish. Per category: recall (trouble that is urgent or calls for
 * a question is at least questioned) and the false urgent alarms on what is not urgent.
 * The figures are printed; the floors are the issue's (recall >= 95 % per category, false
 * urgent alarms <= 2 %). A held-back set measures the product; this one is the floor.
 */
type Expected = Urgency | 'none';
const lines = (file: string) => readSet(new URL(file, import.meta.url));
/** The first set (issue 13) and the second (decision 119: spoken, regional and indirect speech, and a set by another writer). */
const rows = ['./evaluation-set.txt', './evaluation-set-2.txt'].flatMap((file) =>
  lines(file).map(([category, expected, text]) => ({ category: category!, expected: expected as Expected, text: text! })),
);

const ORDER = { none: -1, note: 0, check: 1, urgent: 2 } as const;

describe('the safety evaluation set', () => {
  it('holds at least 300 utterances', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
  });

  it('catches trouble in every category (recall >= 95 %) and raises almost no false urgent alarm (<= 2 %)', () => {
    const byCategory = new Map<string, { caught: number; total: number; urgentExact: number; urgentTotal: number }>();
    const missed: string[] = [];
    let falseUrgent = 0;
    let notUrgent = 0;
    let questioned = 0;
    const falseUrgents: string[] = [];
    for (const r of rows) {
      const found = assess(r.text);
      const got = found?.urgency ?? 'none';
      if (r.expected === 'urgent' || r.expected === 'check') {
        const s = byCategory.get(r.category) ?? { caught: 0, total: 0, urgentExact: 0, urgentTotal: 0 };
        s.total++;
        if (ORDER[got] >= ORDER.check) s.caught++;
        else missed.push(`${r.category}: ${r.text} -> ${got}`);
        if (r.expected === 'urgent') {
          s.urgentTotal++;
          if (got === 'urgent') s.urgentExact++;
        }
        byCategory.set(r.category, s);
      } else {
        notUrgent++;
        if (got === 'check') questioned++;
        if (got === 'urgent') {
          falseUrgent++;
          falseUrgents.push(`${r.text} -> ${found!.category}`);
        }
      }
    }
    const lines = [...byCategory].map(([c, s]) => `${c.padEnd(11)} recall ${((s.caught / s.total) * 100).toFixed(0).padStart(3)} % (${s.caught}/${s.total}), urgent as urgent ${s.urgentTotal ? `${s.urgentExact}/${s.urgentTotal}` : '-'}`);
    console.log(`safety evaluation (${rows.length} utterances)\n${lines.join('\n')}\nfalse urgent alarms: ${falseUrgent}/${notUrgent} (${((falseUrgent / notUrgent) * 100).toFixed(1)} %)\nquestions asked with nothing wrong: ${questioned}/${notUrgent}\nmissed: ${missed.join('; ') || 'none'}\nfalse urgent: ${falseUrgents.join('; ') || 'none'}`);
    for (const [, s] of byCategory) expect(s.caught / s.total).toBeGreaterThanOrEqual(0.95);
    expect(falseUrgent / notUrgent).toBeLessThanOrEqual(0.02);
    // "Are you hurt?" in the middle of a story about her wedding is a small harm too.
    expect(questioned / notUrgent).toBeLessThanOrEqual(0.05);
  });

  it('hears a wish to stop the calls however it is put (>= 95 %), and almost never where there is none (<= 5 %)', () => {
    const set = ['./opt-out-set.txt', './opt-out-set-2.txt'].flatMap((file) => lines(file).map(([expected, text]) => ({ optOut: expected === 'optout', text: text! })));
    const missed = set.filter((r) => r.optOut && !isOptOut(r.text)).map((r) => r.text);
    const wrong = set.filter((r) => !r.optOut && isOptOut(r.text)).map((r) => r.text);
    const wishes = set.filter((r) => r.optOut).length;
    console.log(`opt-out evaluation: heard ${wishes - missed.length}/${wishes}; taken for one wrongly ${wrong.length}/${set.length - wishes}\nmissed: ${missed.join('; ') || 'none'}\nwrong: ${wrong.join('; ') || 'none'}`);
    expect(set.length).toBeGreaterThanOrEqual(60);
    expect((wishes - missed.length) / wishes).toBeGreaterThanOrEqual(0.95);
    expect(wrong.length / (set.length - wishes)).toBeLessThanOrEqual(0.05);
  });
});

/**
 * Held out (decision 120): sets by writers who saw neither the rules nor the training sets,
 * never trained on and never tuned to. They measure how the net does on speech nobody here
 * wrote; the floors sit just under the figures measured when they were added, so a change that
 * makes the net worse on unseen speech fails, and one that only fits the training sets does not
 * show up here as progress.
 */
describe('the safety net on speech it was never trained or tuned on', () => {
  it('questions at least 70 % of the trouble in the held-out set, alarming on under 2 % of the rest', () => {
    const set = lines('./held-out-set.txt').map(([category, expected, text]) => ({ category: category!, expected: expected as Expected, text: text! }));
    const trouble = set.filter((r) => r.expected === 'urgent' || r.expected === 'check');
    const rest = set.filter((r) => r.expected === 'note' || r.expected === 'none');
    const heard = trouble.filter((r) => ORDER[assess(r.text)?.urgency ?? 'none'] >= ORDER.check);
    const alarms = rest.filter((r) => assess(r.text)?.urgency === 'urgent');
    const questions = rest.filter((r) => assess(r.text)?.urgency === 'check');
    console.log(`held-out set: trouble questioned ${heard.length}/${trouble.length} (${((heard.length / trouble.length) * 100).toFixed(1)} %); alarms on nothing urgent ${alarms.length}/${rest.length}; questions ${questions.length}/${rest.length}`);
    expect(trouble.length).toBeGreaterThanOrEqual(150);
    expect(heard.length / trouble.length).toBeGreaterThanOrEqual(0.7);
    expect(alarms.length / rest.length).toBeLessThanOrEqual(0.02);
    expect(questions.length / rest.length).toBeLessThanOrEqual(0.1);
  });

  it('asks nothing in ordinary conversation (under 1 % of what is said)', () => {
    const said = lines('./held-out-ordinary.txt').map(([text]) => text!);
    const asked = said.filter((t) => assess(t) && ORDER[assess(t)!.urgency] >= ORDER.check);
    console.log(`held-out ordinary conversation: asked or alarmed on ${asked.length}/${said.length}: ${asked.join('; ') || 'none'}`);
    expect(said.length).toBeGreaterThanOrEqual(200);
    expect(asked.length / said.length).toBeLessThan(0.01);
  });

  it('the shipped models are the ones the training sets train (run train.ts after changing a set)', () => {
    expect(shippedModel().trainedOn).toBe(digestOf(TRAINING_SETS.flatMap(readExamples)));
    expect(shippedUrgencyModel().trainedOn).toBe(digestOf(TRAINING_SETS.flatMap(readExamples), true));
  });

  it('hears most held-out wishes to stop the calls (60 %), and asks about one that is not at most one time in ten', () => {
    const set = lines('./held-out-opt-out.txt').map(([expected, text]) => ({ optOut: expected === 'optout', text: text! }));
    const wishes = set.filter((r) => r.optOut);
    const heard = wishes.filter((r) => isOptOut(r.text));
    const wrong = set.filter((r) => !r.optOut && isOptOut(r.text));
    console.log(`held-out opt-out: heard ${heard.length}/${wishes.length}; wrongly ${wrong.length}/${set.length - wishes.length}`);
    expect(heard.length / wishes.length).toBeGreaterThanOrEqual(0.6);
    // Taken wrongly, she is asked "Would you like me to stop calling you?" and nothing stops unless she says yes.
    expect(wrong.length / (set.length - wishes.length)).toBeLessThanOrEqual(0.1);
  });
});
