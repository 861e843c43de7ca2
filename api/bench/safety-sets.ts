// The safety net on sets of sentences (issue 27): recall (trouble heard: urgent or a question),
// urgent read as urgent, false alarms and needless questions on look-alikes, stop requests heard
// and look-alikes taken for one; in total and per kind. `pnpm bench safety` runs it on the
// project's own sets; `--set <dir>` on a held-out folder (every .txt in it, the set format of
// docs/held-out-evaluation.md). Only aggregates are printed, never a line: a held-out set is read
// by whoever wrote it, not by the developer tuning the rules.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { assess, isOptOut } from '../src/calls/pipeline/safety/index.js';
import { readSet } from '../src/calls/pipeline/safety/model.js';

const ORDER = { none: -1, note: 0, check: 1, urgent: 2 } as const;
type Tally = { trouble: number; heard: number; urgent: number; urgentAsUrgent: number; lookAlikes: number; alarms: number; questions: number };
const empty = (): Tally => ({ trouble: 0, heard: 0, urgent: 0, urgentAsUrgent: 0, lookAlikes: 0, alarms: 0, questions: 0 });

export function measureSets(files: string[]) {
  const total = empty();
  const byKind = new Map<string, Tally>();
  const stop = { requests: 0, heard: 0, lookAlikes: 0, taken: 0 };
  for (const file of files) {
    for (const row of readSet(file)) {
      if (row.length === 2) {
        const [expected, text] = row as [string, string];
        if (expected === 'optout') {
          stop.requests++;
          if (isOptOut(text)) stop.heard++;
        } else {
          stop.lookAlikes++;
          if (isOptOut(text)) stop.taken++;
        }
        continue;
      }
      if (row.length !== 3) continue;
      const [kind, expected, text] = row as [string, string, string];
      const got = assess(text)?.urgency ?? 'none';
      const k = byKind.get(kind) ?? empty();
      byKind.set(kind, k);
      for (const t of [k, total]) {
        if (expected === 'urgent' || expected === 'check') {
          t.trouble++;
          if (ORDER[got] >= ORDER.check) t.heard++;
          if (expected === 'urgent') {
            t.urgent++;
            if (got === 'urgent') t.urgentAsUrgent++;
          }
        } else {
          t.lookAlikes++;
          if (got === 'urgent') t.alarms++;
          else if (got === 'check') t.questions++;
        }
      }
    }
  }
  return { total, byKind, stop };
}

const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)}%` : '-');
export function describe(label: string, m: ReturnType<typeof measureSets>): string[] {
  const t = m.total;
  return [
    `${label}: distress caught ${pct(t.heard, t.trouble)} (${t.heard}/${t.trouble}); urgent read as urgent ${pct(t.urgentAsUrgent, t.urgent)} (${t.urgentAsUrgent}/${t.urgent}); false alarms ${pct(t.alarms, t.lookAlikes)} and needless questions ${pct(t.questions, t.lookAlikes)} on ${t.lookAlikes} look-alikes; stop requests heard ${m.stop.heard}/${m.stop.requests}, look-alikes taken for one ${m.stop.taken}/${m.stop.lookAlikes}`,
    ...[...m.byKind]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, k]) => `  ${kind}: caught ${k.heard}/${k.trouble}, urgent as urgent ${k.urgentAsUrgent}/${k.urgent}, look-alikes alarmed ${k.alarms}/${k.lookAlikes}, asked ${k.questions}/${k.lookAlikes}`),
  ];
}

export const filesIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f) => path.join(dir, f));
