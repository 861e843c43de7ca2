import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { openStream, placedCall, server, useTwilioTestServer } from './test-fixtures.js';

/**
 * Nobody holds Fondly's media sockets open for nothing (issue 29): a socket that names no call
 * in time, or a stream that goes silent (Twilio sends audio every 20 ms while a call is up), is
 * closed. Here the limit is one second (CALL_MEDIA_IDLE_SECONDS; 30 s in production).
 */
useTwilioTestServer({ CALL_MEDIA_IDLE_SECONDS: '1' });

const closed = (ws: WebSocket) => new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));

describe('the media socket', () => {
  it('closes a socket that never says which call it carries', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/webhooks/twilio/media`);
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ event: 'connected', protocol: 'Call', version: '1.0.0' }));
    expect(await closed(ws)).toEqual({ code: 1008, reason: 'no start' });
  });

  it('keeps a stream that carries her audio, and closes one that goes silent', async () => {
    const call = await placedCall();
    const stream = await openStream(call);
    const ending = closed(stream.ws);
    let state = 'open';
    void ending.then(() => (state = 'closed'));
    // Audio frames for three times the limit: the stream stays.
    const silence = Buffer.alloc(160, 0xff).toString('base64');
    for (let i = 0; i < 15; i++) {
      stream.ws.send(JSON.stringify({ event: 'media', streamSid: 'MZ' + call.id.slice(0, 8), media: { track: 'inbound', payload: silence } }));
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(state).toBe('open');
    // Then nothing more comes: closed as silent.
    expect(await ending).toEqual({ code: 1008, reason: 'silent' });
  });
});
