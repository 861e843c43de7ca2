import { createServer, type Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { mulawToLinear } from '../lib/audio-codec.js';

/**
 * Local stand-ins for Deepgram's live transcription and OpenAI's Realtime transcription, for
 * the real `@deepgram/sdk` and `openai` SDKs in tests (docs/decisions/082). They speak the
 * providers' wire formats and know nothing of our code: they decode the mu-law audio they are
 * sent and answer with `wordsFor(audio)`, the words of the fixture that audio came from, timed
 * to what they have received (interim results as audio arrives, final words on a flush).
 */
export type StreamFault = 'none' | 'refuse' | 'hang' | 'drop';

export interface TranscriberStandIn {
  /** ws:// base address (Deepgram: DEEPGRAM_BASE_URL; OpenAI: the http:// twin as OPENAI_BASE_URL). */
  url: string;
  httpUrl: string;
  /** What to answer for a stretch of audio (16-bit PCM, 8 kHz). */
  wordsFor: (pcm: Int16Array) => string;
  fault: () => StreamFault;
  seen: {
    connections: number;
    /** The address of each connection (query: model, keyterm…). */
    urls: string[];
    /** Session updates (OpenAI) as sent. */
    sessions: unknown[];
    flushes: number;
    interims: string[];
    audioBytes: number;
  };
  close(): Promise<void>;
}

function decode(chunks: Buffer[]): Int16Array {
  const bytes = Buffer.concat(chunks);
  const pcm = new Int16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) pcm[i] = mulawToLinear(bytes[i]!);
  return pcm;
}

export async function startTranscriberStandIn(): Promise<TranscriberStandIn> {
  const sockets = new Set<WebSocket>();
  const s: TranscriberStandIn = {
    url: '',
    httpUrl: '',
    wordsFor: () => '',
    fault: () => 'none',
    seen: { connections: 0, urls: [], sessions: [], flushes: 0, interims: [], audioBytes: 0 },
    close: async () => {},
  };
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (s.fault() === 'refuse') {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      s.seen.connections++;
      s.seen.urls.push(req.url ?? '');
      if (req.url?.startsWith('/v1/listen')) deepgram(ws);
      else if (req.url?.includes('/realtime')) realtime(ws);
      else ws.close(1008, 'unknown path');
    });
  });

  /** Deepgram live: binary audio in, Results out; Finalize answers with from_finalize. */
  function deepgram(ws: WebSocket) {
    let pending: Buffer[] = [];
    let sinceInterim = 0;
    const results = (transcript: string, final: boolean, fromFinalize = false) =>
      JSON.stringify({
        type: 'Results',
        channel_index: [0, 1],
        duration: 0,
        start: 0,
        is_final: final,
        speech_final: false,
        ...(fromFinalize ? { from_finalize: true } : {}),
        channel: { alternatives: [{ transcript, confidence: 0.98, words: [] }] },
        metadata: { request_id: 'stand-in', model_info: { name: 'stand-in', version: '1', arch: 'stand-in' }, model_uuid: 'stand-in' },
      });
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        const b = data as Buffer;
        s.seen.audioBytes += b.length;
        pending.push(b);
        sinceInterim += b.length;
        // Interim words about every half second of audio received.
        if (sinceInterim >= 4000) {
          sinceInterim = 0;
          const words = s.wordsFor(decode(pending));
          if (words) {
            s.seen.interims.push(words);
            ws.send(results(words, false));
          }
        }
        return;
      }
      const msg = JSON.parse(String(data)) as { type: string };
      if (msg.type === 'Finalize') {
        s.seen.flushes++;
        const fault = s.fault();
        if (fault === 'hang') return;
        if (fault === 'drop') return ws.terminate();
        const words = s.wordsFor(decode(pending));
        pending = [];
        sinceInterim = 0;
        ws.send(results(words, true, true));
      } else if (msg.type === 'CloseStream') ws.close(1000);
    });
  }

  /** OpenAI Realtime transcription: append / commit / clear in, committed + delta + completed out. */
  function realtime(ws: WebSocket) {
    let pending: Buffer[] = [];
    let item = 0;
    const send = (e: object) => ws.send(JSON.stringify({ event_id: `ev_${Math.random().toString(36).slice(2)}`, ...e }));
    send({ type: 'session.created', session: { type: 'transcription', id: 'sess_standin' } });
    ws.on('message', (data) => {
      const e = JSON.parse(String(data)) as { type: string; audio?: string; session?: unknown };
      if (e.type === 'session.update') {
        s.seen.sessions.push(e.session);
        send({ type: 'session.updated', session: e.session });
      } else if (e.type === 'input_audio_buffer.append') {
        const b = Buffer.from(e.audio ?? '', 'base64');
        s.seen.audioBytes += b.length;
        pending.push(b);
      } else if (e.type === 'input_audio_buffer.clear') {
        pending = [];
        send({ type: 'input_audio_buffer.cleared' });
      } else if (e.type === 'input_audio_buffer.commit') {
        s.seen.flushes++;
        const fault = s.fault();
        if (fault === 'hang') return;
        if (fault === 'drop') return ws.terminate();
        const bytes = pending.reduce((n, b) => n + b.length, 0);
        if (bytes < 800) {
          send({ type: 'error', error: { type: 'invalid_request_error', code: 'input_audio_buffer_commit_empty', message: 'buffer too small' } });
          return;
        }
        const words = s.wordsFor(decode(pending));
        pending = [];
        const itemId = `item_${++item}`;
        send({ type: 'input_audio_buffer.committed', item_id: itemId, previous_item_id: null });
        const half = words.split(' ').slice(0, Math.ceil(words.split(' ').length / 2)).join(' ');
        if (half) {
          s.seen.interims.push(half);
          send({ type: 'conversation.item.input_audio_transcription.delta', item_id: itemId, content_index: 0, delta: half });
        }
        send({ type: 'conversation.item.input_audio_transcription.completed', item_id: itemId, content_index: 0, transcript: words });
      }
    });
  }

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  s.url = `ws://127.0.0.1:${port}`;
  s.httpUrl = `http://127.0.0.1:${port}`;
  s.close = async () => {
    for (const ws of sockets) ws.terminate();
    wss.close();
    await new Promise((r) => server.close(r));
  };
  return s;
}
