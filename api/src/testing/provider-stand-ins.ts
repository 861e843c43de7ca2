import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Local stand-ins for api.openai.com and api.elevenlabs.io with fault injection, for the
 * real SDKs in tests and benchmarks (docs/decisions/075-resilient-calls.md). Each request
 * asks `fault()` what to do, so a test can fail exactly the second sentence or the next
 * reply. Nothing here knows about our code: it speaks the providers' wire formats.
 */
export type ModelFault = 'none' | 'hang' | 'error' | 'error-mid-stream' | 'slow-first-token';
export type VoiceFault = 'none' | 'error' | 'hang' | 'slow-first-audio' | 'error-mid-audio';
export type TranscriberFault = 'none' | 'error' | 'empty' | 'hang';

/** The bytes every stand-in voice chunk is made of: tests tell its audio from the offline voice's. */
export const STAND_IN_AUDIO_BYTE = 0x42;

export interface StandIns {
  url: string;
  /** Requests seen, by kind. */
  seen: { chat: number; speech: string[]; transcriptions: number; readings: number };
  model: { fault: (n: number) => ModelFault; reply: (n: number) => string; slowMs: number };
  voice: { fault: (text: string, n: number) => VoiceFault; slowMs: number };
  transcriber: { fault: (n: number) => TranscriberFault; text: string };
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<string> {
  let b = '';
  for await (const c of req) b += c;
  return b;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunk(content: string) {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'stand-in', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

export async function startProviderStandIns(): Promise<StandIns> {
  const hanging = new Set<ServerResponse>();
  const s: StandIns = {
    url: '',
    seen: { chat: 0, speech: [], transcriptions: 0, readings: 0 },
    model: { fault: () => 'none', reply: () => 'That sounds lovely. What did you have for lunch today?', slowMs: 3000 },
    voice: { fault: () => 'none', slowMs: 3000 },
    transcriber: { fault: () => 'none', text: 'I had soup for lunch.' },
    close: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    const url = req.url ?? '';
    const raw = await body(req);
    const hang = () => {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
    };
    if (url.includes('/chat/completions') && (JSON.parse(raw || '{}') as { response_format?: { type?: string } }).response_format?.type === 'json_schema') {
      // The safety model's reading of an utterance: nothing to worry about (counted apart from the companion's turns).
      s.seen.readings++;
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'stand-in', choices: [{ index: 0, message: { role: 'assistant', content: '{"category":"none","urgency":"none","confidence":0.9,"quote":""}' }, finish_reason: 'stop' }] }));
    }
    if (url.includes('/chat/completions')) {
      const n = ++s.seen.chat;
      const fault = s.model.fault(n);
      const parsed = JSON.parse(raw || '{}') as { stream?: boolean };
      const reply = s.model.reply(n);
      if (fault === 'hang') return hang();
      if (fault === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
      }
      if (!parsed.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'stand-in', choices: [{ index: 0, message: { role: 'assistant', content: '{"summary":"They talked about lunch.","facts":["I had soup for lunch."]}' }, finish_reason: 'stop' }] }));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (fault === 'slow-first-token') await sleep(s.model.slowMs);
      const words = reply.split(/(?<= )/);
      for (let i = 0; i < words.length; i++) {
        // A connection that breaks after the first sentence: the SDK sees the stream end in an error.
        if (fault === 'error-mid-stream' && i > 0 && /[.!?]\s$/.test(words[i - 1]!)) {
          // What was written reaches the client first; then the connection drops.
          await sleep(50);
          return res.destroy();
        }
        res.write(chunk(words[i]!));
      }
      res.write('data: [DONE]\n\n');
      return res.end();
    }
    if (url.includes('/audio/transcriptions')) {
      const fault = s.transcriber.fault(++s.seen.transcriptions);
      if (fault === 'hang') return hang();
      if (fault === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'transcription failed', type: 'server_error' } }));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ text: fault === 'empty' ? '' : s.transcriber.text }));
    }
    if (url.includes('/text-to-speech/')) {
      const { text } = JSON.parse(raw || '{}') as { text?: string };
      s.seen.speech.push(text ?? '');
      const fault = s.voice.fault(text ?? '', s.seen.speech.length);
      if (fault === 'hang') return hang();
      if (fault === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ detail: { status: 'internal_error', message: 'synthesis failed' } }));
      }
      res.writeHead(200, { 'content-type': 'audio/basic' });
      if (fault === 'slow-first-audio') await sleep(s.voice.slowMs);
      // About 40 ms of audio per character, in 20 ms frames of 160 bytes.
      const frames = Math.max(4, Math.round(((text ?? '').length * 40) / 20));
      for (let i = 0; i < frames; i++) {
        if (fault === 'error-mid-audio' && i === 2) return res.destroy();
        res.write(Buffer.alloc(160, STAND_IN_AUDIO_BYTE));
      }
      return res.end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  s.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  s.close = async () => {
    for (const r of hanging) r.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
  return s;
}
