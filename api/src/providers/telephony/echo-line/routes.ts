import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { ProviderCallStatus } from '../../../calls/pipeline/ports/telephony.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { createRouter, documentRoute, type Router } from '../../../lib/openapi.js';
import type { TelephonyRouteKit } from '../provider.js';
import { EchoLineChannel } from './channel.js';
import { SIGNATURE_HEADER, validSignature, type CarrierMessage } from './protocol.js';
import { EchoLineTelephony } from './telephony.js';

const STATUS: Record<string, ProviderCallStatus> = { ringing: 'ringing', answered: 'in-progress', completed: 'completed', busy: 'busy', 'no-answer': 'no-answer', failed: 'failed' };
const eventSchema = z.object({
  event: z.enum(['ringing', 'answered', 'completed', 'busy', 'no-answer', 'failed']),
  callId: z.string(),
  lineCallId: z.string(),
  durationSeconds: z.number().int().min(0).optional(),
});

/**
 * Echo Line's endpoints: POST /webhooks/echo-line/events (call events as JSON, signed over the
 * raw body) and GET /webhooks/echo-line/media (the media socket, opened with the per-call token).
 */
export function echoLineRoutes(kit: TelephonyRouteKit): Router {
  const router = createRouter();
  const { events } = kit;
  documentRoute(router, {
    method: 'post',
    path: '/webhooks/echo-line/events',
    tags: ['echo line webhooks'],
    summary: 'A call event from the Echo Line carrier (a simulated second provider)',
    description: `JSON { event, callId, lineCallId, durationSeconds? }, signed with ${SIGNATURE_HEADER} over the raw body.`,
    responses: { 204: { description: 'Noted' }, 403: { description: 'Missing or bad signature; nothing changed.' } },
  });
  documentRoute(router, {
    method: 'get',
    path: '/webhooks/echo-line/media',
    tags: ['echo line webhooks'],
    summary: 'WebSocket: Echo Line media (16-bit PCM at 8 kHz, JSON frames), authorised by a per-call token',
    responses: { 101: { description: 'Switching protocols' } },
  });
  const echoLine = () => {
    if (!(kit.line instanceof EchoLineTelephony)) throw notFound('Echo Line is not configured here.');
    return kit.line;
  };

  router.post('/webhooks/echo-line/events', async (c) => {
    const line = echoLine();
    const body = await c.req.text();
    if (!validSignature(line.secret, body, c.req.header(SIGNATURE_HEADER) ?? '')) throw new AppError(403, 'forbidden', 'Invalid Echo Line signature.');
    let parsed;
    try {
      parsed = eventSchema.safeParse(JSON.parse(body));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) throw new AppError(400, 'validation_failed', 'Not an Echo Line event.');
    const { event, callId, lineCallId, durationSeconds } = parsed.data;
    const call = await events.findCall(callId, lineCallId);
    if (call) await events.onStatus(call.id, STATUS[event]!, { durationSeconds: durationSeconds ?? null, answeredBy: event === 'answered' ? 'human' : null });
    return c.body(null, 204);
  });

  router.get(
    '/webhooks/echo-line/media',
    kit.upgradeWebSocket((c) => {
      const log = c.var.log;
      let channel: EchoLineChannel | null = null;
      return {
        async onMessage(event, ws) {
          let msg: CarrierMessage;
          try {
            msg = JSON.parse(String(event.data)) as CarrierMessage;
          } catch {
            return;
          }
          if (msg.type === 'hello' && !channel) {
            const line = kit.line instanceof EchoLineTelephony ? kit.line : null;
            const valid = line?.validToken(msg.token, `media:${msg.callId}`);
            const call = valid ? await events.findCall(msg.callId, msg.lineCallId) : null;
            if (!line || !call) {
              log.warn('echo line media with an unknown call or a bad token refused');
              ws.close(1008, 'unknown call');
              return;
            }
            const raw = ws.raw as WebSocket;
            const lineCallId = msg.lineCallId;
            channel = new EchoLineChannel((m) => raw.readyState === raw.OPEN && raw.send(JSON.stringify(m)), () => line.hangup(lineCallId));
            await events.onConnected(call.id, channel);
            return;
          }
          if (!channel) return;
          if (msg.type === 'audio') channel.audio(msg.pcm16);
          else if (msg.type === 'words') channel.heard(msg.text, msg.startMs, msg.endMs);
          else if (msg.type === 'played') channel.played(msg.id);
          else if (msg.type === 'hangup') channel.hungUp();
        },
        onClose() {
          channel?.dropped();
        },
      };
    }),
  );
  return router;
}
