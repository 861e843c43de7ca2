// PDF keepsakes: render time and size for a 15-minute story call (summary included, as
// after a real call), for a Moment, and for a year's book of 52 stories. No database.
// Baseline: none is named by the issue for PDFs; figures are shown against the after-call
// budget they spend (the 60 s alert target) so a regression stands out.
import { renderStoryBook } from '../src/keepsakes/book-pdf.js';
import { renderKeepsakePdf } from '../src/keepsakes/keepsake-pdf.js';
import { companionshipTranscript, storyTranscript } from '../src/notifications/testing/transcripts.js';
import { summarizeExtractively } from '../src/summaries/local.js';
import { percentile, writeResult } from './bench-kit.js';
import { encodeMp3 } from '../src/recordings/mp3.js';
import { landscapePng } from '../src/keepsakes/testing/photo.js';

/** A voiced signal as long as she takes to say `text` (65 ms a character): the encoder's work depends on the length, not the words. */
function spoken(text: string): Int16Array {
  const n = Math.round(text.length * 0.065 * 8000);
  const pcm = new Int16Array(n);
  for (let k = 0; k < n; k++) {
    const t = k / 8000;
    pcm[k] = Math.round(6000 * (0.5 + 0.5 * Math.sin(2 * Math.PI * 4 * t)) * (Math.sin(2 * Math.PI * 140 * t) + 0.5 * Math.sin(2 * Math.PI * 280 * t)));
  }
  return pcm;
}

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
// Her voice (docs/recordings.md): each quoted passage encoded to MP3, and the QR code to the signed page drawn on the PDF.
let voiceBytes = 0;
let voiceMs = 0;
const voiced = await measure('companionship Moment with her voice (summary + MP3 of each quote + PDF with QR)', async () => {
  const t = companionshipTranscript();
  const s = summarizeExtractively({ kind: 'loneliness', recipientName: 'Rosa Rivera', transcript: t, durationSeconds: 840 });
  voiceBytes = 0;
  voiceMs = 0;
  for (const q of s.quotes) {
    const pcm = spoken(q);
    voiceMs += (pcm.length / 8000) * 1000;
    voiceBytes += encodeMp3(pcm, 8000).length;
  }
  const url = 'https://fondly.example/listen/0b5d5e00-0000-4000-8000-000000000000.1830000000.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
  return renderKeepsakePdf({ kind: 'moment', recipientName: 'Rosa Rivera', ...s, occurredAt: new Date() }, { voiceUrl: url });
});
const storySummary = summarizeExtractively({ kind: 'stories', recipientName: 'Rosa Rivera', transcript, durationSeconds: 900 });
// The print-ready book (6 x 9 in with bleed, decision 170): 52 stories in four chapters, half of
// them with a QR code to her voice, and four family photos (two in chapters, two on the photo pages).
const photo = landscapePng(1200, 800);
const listen = (i: number) => `https://fondly.example/listen/0b5d5e00-0000-4000-8000-${String(i).padStart(12, '0')}.1830000000.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`;
const book = await measure('yearly book, 52 stories in 4 chapters, 26 QR codes, 4 photos', () =>
  renderStoryBook({
    recipientName: 'Rosa Rivera',
    period: '2026',
    chapters: ['Childhood memories', 'Love and relationships', 'Career and work life', 'More stories'].map((title, c) => ({
      title,
      stories: Array.from({ length: 13 }, (_, i) => ({
        ...storySummary,
        title: `${storySummary.title} (${c * 13 + i + 1})`,
        occurredAt: new Date(Date.UTC(2026, 0, 1 + (c * 13 + i) * 7)),
        voiceUrl: i % 2 ? listen(c * 13 + i) : null,
      })),
      photos: c < 2 ? [{ bytes: photo, caption: 'Rosa and Walter at the lake, 1961' }] : [],
    })),
    photos: [{ bytes: photo, caption: 'Sunday lunch' }, { bytes: photo, caption: null }],
  }),
);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const summary = [
  `transcript: ${transcript.length} lines, ${words} words`,
  ...[story, moment, voiced, book].map(
    (m) => `${m.label}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${(m.p95 / TARGET_MS).toFixed(5)} x 60 s), ${kb(m.size)}`,
  ),
  `  her voice added per Moment: ${(voiced.p50 - moment.p50).toFixed(1)} ms at p50, ${(voiced.p95 - moment.p95).toFixed(1)} ms at p95; ${(voiceMs / 1000).toFixed(1)} s of her voice, ${kb(voiceBytes)} of MP3 (stored beside the PDF), ${kb(voiced.size - moment.size)} more PDF (the QR code)`,
];
writeResult('keepsake-pdf', { summary, runs: RUNS, story, moment, voiced, voiceBytes, voiceMs, book });
