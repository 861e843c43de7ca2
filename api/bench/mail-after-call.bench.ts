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
for (let i = 0; i < CALLS; i++) {
  const f = families[i]!;
  const story = i % 2 === 1;
  const t0 = performance.now();
  await completeCall(database.db, f.recipient.id, {
    kind: story ? 'stories' : 'loneliness',
    transcript: story ? storyTranscript(15) : companionshipTranscript(new Date(Date.now() - 15 * 60_000)),
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
  `distress alert to mail accepted, ${ALERTS} alerts: p50 ${r(percentile(sortedAlert, 50))} ms, p95 ${r(percentile(sortedAlert, 95))} ms, max ${r(sortedAlert.at(-1)!)} ms`,
  `  = ${(sortedAlert.at(-1)! / ALERT_TARGET_MS).toFixed(4)} x the 60 s target (worst case)`,
];
writeResult('mail-after-call', { summary, afterCallMs: afterCall, alertMs: alerts, calls: CALLS, alertsCount: ALERTS });
process.exit(0);
