// Moments, faithfully (issue 31): each quote said by her, in the note it is about, never the
// disclosure, the consent or the small talk; a note nobody spoke of left out; each sentence once.
// `pnpm bench moments --calls <dir>` summarises held-out call transcripts written blind to the
// project (docs/held-out-evaluation.md) and writes each Moment to <dir>/moments/<file>.txt, every
// quote labelled with its field, for a blind judge; when <dir>/judgments/<file>.txt exist, the
// judged figures are added. Without --calls it runs on the project's own test calls.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatKeepsakeDate } from '../src/keepsakes/brand.js';
import { companionshipTranscript } from '../src/notifications/testing/transcripts.js';
import type { TranscriptLine } from '../src/db/schema/index.js';
import { normaliseForComparison, saidByRecipient } from '../src/summaries/faithful.js';
import { summarizeExtractively } from '../src/summaries/local.js';
import type { CallSummary } from '../src/summaries/port.js';
import { writeResult } from './bench-kit.js';

interface CallFile {
  person: { name: string; timeZone?: string; mode?: string };
  turns: Array<{ who: 'companion' | 'her'; say: string }>;
}

const FIELDS = ['mood', 'sleep', 'appetite', 'worry'] as const;
type Label = 'highlight' | (typeof FIELDS)[number];
interface Quote { id: string; label: Label; text: string }

const DAY = new Date('2026-11-24T15:00:00Z');

function transcriptOf(call: CallFile): TranscriptLine[] {
  return call.turns.map((t, i) => ({
    speaker: t.who === 'her' ? 'recipient' : 'companion',
    text: t.say,
    at: new Date(DAY.getTime() + i * 20_000).toISOString(),
  }));
}

const unquote = (q: string) => q.replace(/^[“"]|[”"]$/g, '').trim();

function quotesOf(s: CallSummary): Quote[] {
  const out: Quote[] = s.quotes.map((text, i) => ({ id: `highlight.${i + 1}`, label: 'highlight' as const, text }));
  const w = s.wellness;
  if (w) {
    for (const f of ['mood', 'sleep', 'appetite'] as const) if (w[f]) out.push({ id: f, label: f, text: unquote(w[f]!) });
    w.worries.forEach((q, i) => out.push({ id: `worry.${i + 1}`, label: 'worry', text: unquote(q) }));
  }
  return out;
}

/** Her sentences said in answer to the companion's first line (the disclosure and its question). */
function openingReplies(t: TranscriptLine[]): string[] {
  const firstHer = t.findIndex((l) => l.speaker === 'recipient');
  if (firstHer < 0) return [];
  const replies: string[] = [];
  for (let i = firstHer; i < t.length && t[i]!.speaker === 'recipient'; i++) replies.push(normaliseForComparison(t[i]!.text));
  return replies;
}

function momentText(file: string, call: CallFile, s: CallSummary, quotes: Quote[]): string {
  const zone = call.person.timeZone ?? 'UTC';
  const lines = [
    `Moment of ${file}: ${call.person.name}, ${formatKeepsakeDate(DAY, zone)} (${zone})`,
    `Title: ${s.title}`,
    '',
    'Body (as the family reads it):',
    s.body,
    '',
    'Every quote, labelled with the field it was filed under (judge each id):',
    ...quotes.map((q) => `[${q.id}] “${q.text}”`),
    '',
    `Left out (nothing filed): ${FIELDS.filter((f) => !quotes.some((q) => q.label === f)).join(', ') || 'none'}`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * A judgment file, one line per quote id and one per thing missed:
 *   mood ok | sleep wrong-field | highlight.1 frame | worry.2 not-said
 *   missing worry "my hip has been bad"
 */
function readJudgments(file: string) {
  const j = { ok: 0, wrongField: 0, frame: 0, notSaid: 0, missing: 0, judged: 0 };
  for (const line of readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean)) {
    const [id, verdict] = line.split(/\s+/);
    if (id === 'missing') { j.missing++; continue; }
    j.judged++;
    if (verdict === 'ok') j.ok++;
    else if (verdict === 'wrong-field') j.wrongField++;
    else if (verdict === 'frame') j.frame++;
    else if (verdict === 'not-said') j.notSaid++;
  }
  return j;
}

const callsAt = process.argv.indexOf('--calls');
const dir = callsAt > 0 ? process.argv[callsAt + 1]! : null;
const calls: Array<{ file: string; call: CallFile }> = dir
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => ({ file: file.replace(/\.json$/, ''), call: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CallFile }))
  : [
      {
        file: 'project-companionship',
        call: {
          person: { name: 'Rosa Rivera', timeZone: 'America/Chicago', mode: 'loneliness' },
          turns: companionshipTranscript().map((l) => ({ who: l.speaker === 'recipient' ? ('her' as const) : ('companion' as const), say: l.text })),
        },
      },
    ];

if (dir) mkdirSync(path.join(dir, 'moments'), { recursive: true });
const totals = { calls: 0, quotes: 0, notSaid: 0, reused: 0, openingQuoted: 0, filled: { mood: 0, sleep: 0, appetite: 0, worry: 0 } as Record<string, number>, perField: { highlight: 0, mood: 0, sleep: 0, appetite: 0, worry: 0 } as Record<string, number> };
const judged = { ok: 0, wrongField: 0, frame: 0, notSaid: 0, missing: 0, judged: 0, files: 0 };

for (const { file, call } of calls) {
  const transcript = transcriptOf(call);
  const summary = summarizeExtractively({ kind: 'loneliness', recipientName: call.person.name, transcript, durationSeconds: null });
  const quotes = quotesOf(summary);
  totals.calls++;
  totals.quotes += quotes.length;
  const seen = new Set<string>();
  const opening = openingReplies(transcript);
  for (const q of quotes) {
    totals.perField[q.label]!++;
    const key = normaliseForComparison(q.text);
    if (seen.has(key)) totals.reused++;
    seen.add(key);
    if (!saidByRecipient(q.text, transcript)) totals.notSaid++;
    if (opening.some((o) => o.includes(key))) totals.openingQuoted++;
  }
  for (const f of FIELDS) if (quotes.some((q) => q.label === f)) totals.filled[f]!++;
  if (dir) {
    writeFileSync(path.join(dir, 'moments', `${file}.txt`), momentText(file, call, summary, quotes));
    const judgment = path.join(dir, 'judgments', `${file}.txt`);
    if (existsSync(judgment)) {
      const j = readJudgments(judgment);
      judged.files++;
      for (const k of ['ok', 'wrongField', 'frame', 'notSaid', 'missing', 'judged'] as const) judged[k] += j[k];
    }
  }
}

const n = totals.calls || 1;
const summaryLines = [
  `${totals.calls} call(s)${dir ? ` from ${dir}` : ' (the project\'s own test call; pass --calls <dir> for a held-out set)'}`,
  `fields filled: ${FIELDS.map((f) => `${f} ${totals.filled[f]}/${totals.calls}`).join(', ')}`,
  `quotes per call: ${(totals.quotes / n).toFixed(2)} (${Object.entries(totals.perField).map(([k, v]) => `${k} ${(v / n).toFixed(2)}`).join(', ')})`,
  `quotes reused across fields: ${totals.reused}; quotes not said by her: ${totals.notSaid}; quotes from her first answer, to the disclosure line (a judge checks each is news, not consent): ${totals.openingQuoted}`,
];
if (judged.files) {
  const pct = (k: number) => `${((100 * k) / Math.max(1, judged.judged)).toFixed(1)}%`;
  summaryLines.push(
    `judged (${judged.files} file(s), ${judged.judged} quotes): ok ${pct(judged.ok)}, wrong field ${pct(judged.wrongField)}, frame of the call ${pct(judged.frame)}, not said ${pct(judged.notSaid)}; things missed ${judged.missing} (${(judged.missing / judged.files).toFixed(2)} per call)`,
  );
}
writeResult('moments', { summary: summaryLines, totals, judged });
