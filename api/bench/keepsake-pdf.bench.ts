// PDF keepsakes: render time and size for a 15-minute story call (summary included, as
// after a real call), for a Moment, and for a year's book of 52 stories. No database.
// Baseline: none is named by the issue for PDFs; figures are shown against the after-call
// budget they spend (the 60 s alert target) so a regression stands out.
import { renderStoryBook } from '../src/keepsakes/book-pdf.js';
import { renderKeepsakePdf } from '../src/keepsakes/keepsake-pdf.js';
import { companionshipTranscript, storyTranscript } from '../src/notifications/testing/transcripts.js';
import { summarizeExtractively } from '../src/summaries/local.js';
import { percentile, writeResult } from './bench-kit.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_MS = 60_000;
const transcript = storyTranscript(15);
const words = transcript.reduce((n, l) => n + l.text.split(/\s+/).length, 0);

async function measure(label: string, make: () => Promise<Buffer>) {
  await make(); // warm-up: font parsing, JIT
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    size = (await make()).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), size };
}

const story = await measure('15-minute story call (summary + PDF)', async () => {
  const s = summarizeExtractively({ kind: 'stories', recipientName: 'Rosa Rivera', transcript, durationSeconds: 900 });
  return renderKeepsakePdf({ kind: 'story', recipientName: 'Rosa Rivera', ...s, wellness: null, occurredAt: new Date() });
});
const moment = await measure('companionship Moment (summary + PDF)', async () => {
  const t = companionshipTranscript();
  const s = summarizeExtractively({ kind: 'loneliness', recipientName: 'Rosa Rivera', transcript: t, durationSeconds: 840 });
  return renderKeepsakePdf({ kind: 'moment', recipientName: 'Rosa Rivera', ...s, occurredAt: new Date() });
});
const storySummary = summarizeExtractively({ kind: 'stories', recipientName: 'Rosa Rivera', transcript, durationSeconds: 900 });
const book = await measure('yearly book, 52 stories', () =>
  renderStoryBook({
    recipientName: 'Rosa Rivera',
    period: '2026',
    stories: Array.from({ length: 52 }, (_, i) => ({
      kind: 'story' as const,
      recipientName: 'Rosa Rivera',
      ...storySummary,
      title: `${storySummary.title} (${i + 1})`,
      wellness: null,
      occurredAt: new Date(Date.UTC(2026, 0, 1 + i * 7)),
    })),
  }),
);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const summary = [
  `transcript: ${transcript.length} lines, ${words} words`,
  ...[story, moment, book].map(
    (m) => `${m.label}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${(m.p95 / TARGET_MS).toFixed(5)} x 60 s), ${kb(m.size)}`,
  ),
];
writeResult('keepsake-pdf', { summary, runs: RUNS, story, moment, book });
