import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assess, isOptOut, type Urgency } from './detect.js';

/**
 * The evaluation set (evaluation-set.txt): at least 300 utterances written from what
 * clinicians and helplines publish. Per category: recall (trouble that is urgent or calls for
 * a question is at least questioned) and the false urgent alarms on what is not urgent.
 * The figures are printed; the floors are the issue's (recall >= 95 % per category, false
 * urgent alarms <= 2 %). A held-back set measures the product; this one is the floor.
 */
type Expected = Urgency | 'none';
function lines(file: string): string[][] {
  return readFileSync(new URL(file, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('|'));
}
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
    const set = lines('./opt-out-set.txt').map(([expected, text]) => ({ optOut: expected === 'optout', text: text! }));
    const missed = set.filter((r) => r.optOut && !isOptOut(r.text)).map((r) => r.text);
    const wrong = set.filter((r) => !r.optOut && isOptOut(r.text)).map((r) => r.text);
    const wishes = set.filter((r) => r.optOut).length;
    console.log(`opt-out evaluation: heard ${wishes - missed.length}/${wishes}; taken for one wrongly ${wrong.length}/${set.length - wishes}\nmissed: ${missed.join('; ') || 'none'}\nwrong: ${wrong.join('; ') || 'none'}`);
    expect(set.length).toBeGreaterThanOrEqual(60);
    expect((wishes - missed.length) / wishes).toBeGreaterThanOrEqual(0.95);
    expect(wrong.length / (set.length - wishes)).toBeLessThanOrEqual(0.05);
  });
});
