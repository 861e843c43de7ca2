// Hang-up to mail accepted by the SMTP server, and utterance to distress alert accepted,
// on the real PostgreSQL with the local providers (extractive summary, local PDF), the real
// workers (LISTEN/NOTIFY + poll) and nodemailer talking to a local smtp-server.
// A "hang-up" is a completed call row with a realistic 15-minute transcript and its
// call-summary event, written in one transaction exactly as the call engine does.
// Baseline: the only time target, a distress alert at the SMTP server within 60 s.
import type { AppDeps } from '../src/context.js';
import { loadConfig } from '../src/env.js';
import { createLogger } from '../src/lib/logger.js';
import { startMailSender } from '../src/mail/mail-sender-worker.js';
import { enqueueNotification } from '../src/notifications/events.js';
import { startNotificationWorker } from '../src/notifications/notification-worker.js';
import { answeredCall, completeCall, createFamily } from '../src/notifications/testing/families.js';
import { addressesOf, startSmtpSink } from '../src/notifications/testing/smtp-sink.js';
import { companionshipTranscript, storyTranscript } from '../src/notifications/testing/transcripts.js';
import { createProviders } from '../src/providers/index.js';
import { benchDatabase, percentile, writeResult } from './bench-kit.js';
import { eq } from 'drizzle-orm';
import { recipients, voiceClips } from '../src/db/schema/index.js';
import { keepCallRecording } from '../src/recordings/index.js';
import type { TranscriptLine } from '../src/db/schema/index.js';

/**
 * Her voice (docs/recordings.md): every other Moment's recipient said yes to being recorded, and
 * her turns are written at the hang-up as the call engine does. The audio is a voiced signal of
 * a speaker's length (65 ms a character, a 140 Hz voice with its harmonics and syllable rhythm):
 * the encoder's time and the MP3's size depend on the length, not on the words.
 */
function herTurns(transcript: TranscriptLine[]) {
  return transcript
    .filter((l) => l.speaker === 'recipient')
    .map((l) => {
      const n = Math.round(l.text.length * 0.065 * 8000);
      const pcm = new Int16Array(n);
      for (let k = 0; k < n; k++) {
        const t = k / 8000;
        const syllable = 0.5 + 0.5 * Math.sin(2 * Math.PI * 4 * t);
        pcm[k] = Math.round(6000 * syllable * (Math.sin(2 * Math.PI * 140 * t) + 0.5 * Math.sin(2 * Math.PI * 280 * t) + 0.25 * Math.sin(2 * Math.PI * 420 * t)));
      }
      return { text: l.text, pcm };
    });
}

const CALLS = Number(process.env.BENCH_CALLS ?? 40);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 20);
const ALERT_TARGET_MS = 60_000;

const sink = await startSmtpSink();
const arrivals = new Map<string, number>();
const database = await benchDatabase();
const config = loadConfig({ ...sink.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const logger = createLogger({ level: 'silent' });
const deps: AppDeps = { config, database, logger, providers: await createProviders(config, logger), now: () => new Date() };

// Each family has three members; a call counts as delivered when all three mails were accepted.
const families = [];
for (let i = 0; i < Math.max(CALLS, ALERTS); i++) {
  families.push(await createFamily(database.db, { recipientName: `Rosa ${i}`, others: [{ name: 'Ben Rivera' }, { name: 'Ana Rivera' }] }));
}
const workers = [await startNotificationWorker(deps), await startMailSender(deps)];

const poll = setInterval(() => {
  for (const m of sink.messages.splice(0)) {
    for (const to of addressesOf(m)) arrivals.set(`${m.subject}|${to}`, performance.now());
  }
}, 5);

async function waitFor(keys: string[], timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (keys.every((k) => arrivals.has(k))) return Math.max(...keys.map((k) => arrivals.get(k)!));
    if (performance.now() > deadline) throw new Error(`not delivered: ${keys.filter((k) => !arrivals.has(k)).join(', ')}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const afterCall: number[] = [];
const withVoice: number[] = [];
const withoutVoice: number[] = [];
const voiceSizes: Array<{ passages: number; ms: number; bytes: number }> = [];
for (let i = 0; i < CALLS; i++) {
  const f = families[i]!;
  const story = i % 2 === 1;
  const voiced = i % 4 < 2;
  const transcript = story ? storyTranscript(15) : companionshipTranscript(new Date(Date.now() - 15 * 60_000));
  if (voiced) await database.db.update(recipients).set({ recordingConsent: 'yes' }).where(eq(recipients.id, f.recipient.id));
  const turns = voiced ? herTurns(transcript) : [];
  let callId = '';
  const t0 = performance.now();
  await completeCall(database.db, f.recipient.id, {
    kind: story ? 'stories' : 'loneliness',
    transcript,
    beforeEvent: async (tx, id) => {
      callId = id;
      if (voiced) await keepCallRecording(deps, { id, recipientId: f.recipient.id }, turns, tx);
    },
  });
  // Subjects are known only after the summary; match on the recipient's name instead.
  const deadline = performance.now() + 60_000;
  let done = 0;
  while (!done) {
    const keys = [...arrivals.keys()].filter((k) => k.includes(`Rosa ${i}`) && (k.includes(` Rosa ${i},`) || k.includes(`Rosa ${i}:`)));
    if (keys.length >= f.members.length) done = Math.max(...keys.map((k) => arrivals.get(k)!));
    else if (performance.now() > deadline) throw new Error(`call ${i} not delivered`);
    else await new Promise((r) => setTimeout(r, 5));
  }
  afterCall.push(done - t0);
  (voiced ? withVoice : withoutVoice).push(done - t0);
  if (voiced) {
    const kept = await database.db.select().from(voiceClips).where(eq(voiceClips.callId, callId));
    voiceSizes.push({ passages: kept.length, ms: kept.reduce((n, k) => n + k.durationMs, 0), bytes: kept.reduce((n, k) => n + k.bytes, 0) });
  }
}

const alerts: number[] = [];
for (let i = 0; i < ALERTS; i++) {
  const f = families[i]!;
  const call = await answeredCall(database.db, f.recipient.id);
  const t0 = performance.now();
  await database.db.transaction(async (tx) => {
    await enqueueNotification(tx, { type: 'distress-alert', callId: call.id, utterance: 'I fell and I cannot get up', category: 'fall' });
  });
  const subject = `Please check on Rosa ${i}`;
  alerts.push((await waitFor(f.members.map((m) => `${subject}|${m.email.toLowerCase()}`), ALERT_TARGET_MS)) - t0);
}

clearInterval(poll);
for (const w of workers) await w.stop();
await deps.providers.mail.close();
await sink.stop();
await database.close();

const sortedCall = [...afterCall].sort((a, b) => a - b);
const sortedAlert = [...alerts].sort((a, b) => a - b);
const r = (n: number) => Math.round(n);
const summary = [
  `hang-up to mail accepted (3 family members, PDF attached, local providers, PostgreSQL), ${CALLS} calls: p50 ${r(percentile(sortedCall, 50))} ms, p95 ${r(percentile(sortedCall, 95))} ms, max ${r(sortedCall.at(-1)!)} ms`,
  `  = ${(percentile(sortedCall, 95) / ALERT_TARGET_MS).toFixed(4)} x the 60 s alert target at p95`,
  `  her voice (recorded, cut, encoded, stored), ${withVoice.length} calls: p50 ${r(percentile([...withVoice].sort((a, b) => a - b), 50))} ms, p95 ${r(percentile([...withVoice].sort((a, b) => a - b), 95))} ms; without, ${withoutVoice.length} calls: p50 ${r(percentile([...withoutVoice].sort((a, b) => a - b), 50))} ms, p95 ${r(percentile([...withoutVoice].sort((a, b) => a - b), 95))} ms`,
  `  her voice added per Moment: ${r(percentile([...withVoice].sort((a, b) => a - b), 50) - percentile([...withoutVoice].sort((a, b) => a - b), 50))} ms at p50, ${r(percentile([...withVoice].sort((a, b) => a - b), 95) - percentile([...withoutVoice].sort((a, b) => a - b), 95))} ms at p95 (target: the Moment mail within 5 s of hang-up at p95); ${(voiceSizes.reduce((n, v) => n + v.passages, 0) / Math.max(1, voiceSizes.length)).toFixed(1)} passages, ${(voiceSizes.reduce((n, v) => n + v.ms, 0) / Math.max(1, voiceSizes.length) / 1000).toFixed(1)} s, ${r(voiceSizes.reduce((n, v) => n + v.bytes, 0) / Math.max(1, voiceSizes.length) / 1024)} KB of MP3 per Moment`,
  `distress alert to mail accepted, ${ALERTS} alerts: p50 ${r(percentile(sortedAlert, 50))} ms, p95 ${r(percentile(sortedAlert, 95))} ms, max ${r(sortedAlert.at(-1)!)} ms`,
  `  = ${(sortedAlert.at(-1)! / ALERT_TARGET_MS).toFixed(4)} x the 60 s target (worst case)`,
];
writeResult('mail-after-call', { summary, afterCallMs: afterCall, withVoiceMs: withVoice, withoutVoiceMs: withoutVoice, voiceSizes, alertMs: alerts, calls: CALLS, alertsCount: ALERTS });
process.exit(0);
