import type { WebSocket } from 'ws';
import type { Router } from '../../../lib/openapi.js';
import type { TelephonyRouteKit } from '../provider.js';
import { TwilioMediaChannel } from './media.js';
import { TwilioTelephony } from './telephony.js';

/** The media streams open in this process, by StreamSid. */
export type OpenStreams = Map<string, TwilioMediaChannel>;

type StreamMessage = {
  event?: string;
  start?: { streamSid: string; callSid: string; customParameters?: Record<string, string> };
  media?: { payload: string; track?: string };
  mark?: { name: string };
  dtmf?: { digit: string };
};

/**
 * GET /webhooks/twilio/media: Twilio's bidirectional media stream. Its first message names the
 * call and carries the token the answer webhook signed for it; anything else is closed unheard,
 * and so is a socket that names no call in time or goes silent (Twilio sends audio every 20 ms
 * while a call is up, silence included): nobody can hold sockets open for nothing.
 */
export function mediaStreamRoute(router: Router, kit: TelephonyRouteKit, streams: OpenStreams) {
  const { events } = kit;
  router.get(
    '/webhooks/twilio/media',
    kit.upgradeWebSocket((c) => {
      const log = c.var.log;
      let channel: TwilioMediaChannel | null = null;
      let ours: { callId: string; callSid: string } | null = null;
      let idle: NodeJS.Timeout | null = null;
      /** Closes the socket unless a message comes within the limit; every message sets it again. */
      const watch = (ws: { close(code?: number, reason?: string): void }) => {
        if (idle) clearTimeout(idle);
        idle = setTimeout(() => {
          log.warn({ started: !!channel }, channel ? 'media stream went silent: closed' : 'media stream named no call in time: closed');
          ws.close(1008, channel ? 'silent' : 'no start');
        }, kit.mediaIdleMs);
      };
      /** The stream ended: did the call? (A call-back has no status callback to say so.) */
      const ended = () => {
        if (ours) void events.streamEnded(ours.callId, ours.callSid).catch((err) => log.warn({ err }, 'asking Twilio about an ended stream failed'));
        ours = null;
      };
      return {
        onOpen(_event, ws) {
          watch(ws);
        },
        async onMessage(event, ws) {
          watch(ws);
          let msg: StreamMessage;
          try {
            msg = JSON.parse(String(event.data));
          } catch {
            return;
          }
          if (msg.event === 'start' && msg.start && !channel) {
            const start = msg.start;
            const callId = start.customParameters?.callId ?? '';
            const token = start.customParameters?.token ?? '';
            const line = kit.line instanceof TwilioTelephony ? kit.line : null;
            const call = line?.validToken(token, `media:${callId}`) ? await events.findCall(callId, start.callSid) : null;
            if (!line || !call) {
              log.warn('media stream with an unknown call or a bad token refused');
              ws.close(1008, 'unknown call');
              return;
            }
            const raw = ws.raw as WebSocket;
            channel = new TwilioMediaChannel(
              { send: (d) => raw.readyState === raw.OPEN && raw.send(d), close: () => raw.close() },
              { transcriber: kit.transcriber(), hangup: () => line.hangup(start.callSid) },
            );
            channel.start(start.streamSid);
            ours = { callId: call.id, callSid: start.callSid };
            streams.set(start.streamSid, channel);
            await events.onConnected(call.id, channel);
            return;
          }
          if (!channel) return;
          if (msg.event === 'media' && msg.media && (msg.media.track ?? 'inbound') === 'inbound') channel.media(msg.media.payload);
          else if (msg.event === 'mark' && msg.mark) channel.mark(msg.mark.name);
          else if (msg.event === 'dtmf' && msg.dtmf) channel.dtmf(msg.dtmf.digit);
          else if (msg.event === 'stop') {
            channel.stopped();
            ended();
          }
        },
        onClose() {
          if (idle) clearTimeout(idle);
          channel?.stopped();
          ended();
          for (const [sid, open] of streams) if (open === channel) streams.delete(sid);
        },
      };
    }),
  );
}
