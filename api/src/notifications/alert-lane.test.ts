import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSender } from '../mail/mail-sender-worker.js';
import { createTestContext } from '../testing/test-app.js';
import { freePort } from '../testing/test-server.js';
import { enqueueNotification } from './events.js';
import { startNotificationWorker } from './notification-worker.js';
import { answeredCall, completeCall, createFamily } from './testing/families.js';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink.js';
import { companionshipTranscript } from './testing/transcripts.js';

/** A language model API that holds every request until the test lets it answer. */
let llm: Server;
let held: ServerResponse[] = [];
let arrived: () => void = () => {};
let sink: SmtpSink;
let ctx: Awaited<ReturnType<typeof createTestContext>>;

function answerHeld() {
  for (const res of held.splice(0)) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'x',
        object: 'chat.completion',
        created: 1,
        model: 'm',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify({ title: 'A Moment with Rosa', body: 'Rosa talked about her tomatoes.', quotes: [], wellness: null }) } }],
      }),
    );
  }
}

beforeAll(async () => {
  const port = await freePort();
  llm = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      held.push(res);
      arrived();
    });
  });
  await new Promise<void>((r) => llm.listen(port, '127.0.0.1', () => r()));
  sink = await startSmtpSink();
  ctx = await createTestContext({ env: { ...sink.env, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` } });
});

afterAll(async () => {
  answerHeld();
  await ctx.deps.providers.mail.close();
  await sink.stop();
  await ctx.close();
  llm.closeAllConnections();
  await new Promise<void>((r) => llm.close(() => r()));
});

describe('alerts jump the queue', () => {
  it('delivers a distress alert while a call summary is still waiting for the language model', async () => {
    const family = await createFamily(ctx.db);
    const workers = [await startNotificationWorker(ctx.deps, { pollMs: 3_600_000 }), await startMailSender(ctx.deps, { pollMs: 3_600_000 })];
    try {
      const summaryAsked = new Promise<void>((r) => (arrived = r));
      await completeCall(ctx.db, family.recipient.id, { transcript: companionshipTranscript() });
      await summaryAsked;

      const call = await answeredCall(ctx.db, family.recipient.id);
      await enqueueNotification(ctx.db, { type: 'distress-alert', callId: call.id, utterance: 'I have chest pain', category: 'chest-pain' });
      await sink.waitFor(2);
      expect(sink.messages.map((m) => m.subject).sort()).toEqual(['Please check on Rosa Rivera', '[Alert] Rosa Rivera: chest pain']);
      expect(held).toHaveLength(1);

      answerHeld();
      await sink.waitFor(3);
      expect(sink.messages[2]!.subject).toMatch(/^A Moment with Rosa Rivera, /);
      expect(sink.messages[2]!.text).toContain('Rosa talked about her tomatoes.');
    } finally {
      for (const w of workers) await w.stop();
    }
  });
});
