/**
 * Measures the safety net on a set of utterances before anyone tunes the rules to it
 * (decision 119): `npx tsx src/calls/pipeline/safety/measure.ts <file>` in api/. A line is
 * `category|expected|what she says` (expected: urgent, check, note, none) or, for wishes to
 * stop the calls, `optout|what she says` / `keep|what she says`. Prints every miss, every
 * false alarm and every needless question, then the figures.
 */
import { assess, isOptOut } from './detect.js';
import { readSet } from './model.js';

const ORDER = { none: -1, note: 0, check: 1, urgent: 2 } as const;
const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx src/calls/pipeline/safety/measure.ts <set.txt>');
const rows = readSet(file);

const optOuts = rows.filter((r) => r.length === 2);
const safety = rows.filter((r) => r.length === 3);
if (safety.length) {
  let positives = 0;
  let missed = 0;
  let negatives = 0;
  let falseUrgent = 0;
  let questioned = 0;
  let under = 0;
  for (const [category, expected, text] of safety) {
    const found = assess(text!);
    const got = found?.urgency ?? 'none';
    const label = `${category}|${expected} -> ${got}${found ? ` ${found.category}` : ''} :: ${text}`;
    if (expected === 'urgent' || expected === 'check') {
      positives++;
      if (ORDER[got] < ORDER.check) {
        missed++;
        console.log(`missed    ${label}`);
      } else if (expected === 'urgent' && got === 'check') {
        under++;
        console.log(`asked     ${label}`);
      }
    } else {
      negatives++;
      if (got === 'urgent') {
        falseUrgent++;
        console.log(`ALARM     ${label}`);
      } else if (got === 'check') {
        questioned++;
        console.log(`question  ${label}`);
      }
    }
  }
  const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)} %` : '-');
  console.log(`\nsafety: recall ${pct(positives - missed, positives)} (${positives - missed}/${positives}); urgent only asked ${under}; false urgent ${pct(falseUrgent, negatives)} (${falseUrgent}/${negatives}); needless questions ${questioned}/${negatives}`);
}
if (optOuts.length) {
  const wishes = optOuts.filter(([e]) => e === 'optout');
  const missed = wishes.filter(([, t]) => !isOptOut(t!));
  const wrong = optOuts.filter(([e, t]) => e !== 'optout' && isOptOut(t!));
  for (const [, t] of missed) console.log(`missed    ${t}`);
  for (const [, t] of wrong) console.log(`WRONG     ${t}`);
  console.log(`\nopt-out: heard ${wishes.length - missed.length}/${wishes.length}; wrongly ${wrong.length}/${optOuts.length - wishes.length}`);
}
