import { createRoute } from '@hono/zod-openapi';
import type { WebSocket } from 'ws';
import { phoneClientMessageSchema, sentTextsResponseSchema, testNumbersResponseSchema, type PhoneServerMessage } from '@fondly/contract/calls';
import { createRouter, documentRoute, errorResponses, jsonContent, type Router } from '../../../lib/openapi.js';
import { sameOriginUpgrade } from '../../../lib/security.js';
import type { TelephonyRouteKit } from '../provider.js';
import { SimulatedTelephony, type PhoneSocket } from './telephony.js';
import { SCRIPTS } from './scripted-recipient.js';

/**
 * The simulated phone (docs/decisions/012-simulated-phone-protocol.md), operators only:
 * GET /api/phone/ws is the operator's handset; GET /api/phone/test-numbers lists the
 * scripted recipients.
 */
export function phoneRoutes(kit: TelephonyRouteKit): Router {
  const router = createRouter();
  router.use('/phone/*', kit.operatorOnly);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/phone/test-numbers',
      tags: ['operator tests'],
      summary: "The simulated phone's scripted numbers: recipients, and family mobiles for the alert ladder",
      responses: { 200: jsonContent(testNumbersResponseSchema, 'Scripted numbers'), ...errorResponses },
    }),
    (c) =>
      c.json(
        {
          telephony: kit.line.kind,
          numbers: [
            ...Object.entries(SCRIPTS).map(([line, s]) => ({ phone: `+1212555${line}`, name: s.name, kind: s.kind })),
            // Family members' mobiles for the alert phone ladder (any area code).
            { phone: '+13035550150', name: 'Family member: answers an alert call and presses 1', kind: 'family' as const },
            { phone: '+13035550151', name: 'Family member: never answers an alert call', kind: 'family' as const },
            { phone: '+13035550152', name: 'Family member: answers and listens', kind: 'family' as const },
          ],
        },
        200,
      ),
  );

  // The texts the simulated phone "sent" (alert texts, mobile confirmation codes), newest first:
  // on the embedded default this is where a family's texts can be read.
  router.openapi(
    createRoute({
      method: 'get',
      path: '/phone/texts',
      tags: ['operator tests'],
      summary: 'The texts the simulated phone sent (alert texts, confirmation codes), newest first',
      responses: { 200: jsonContent(sentTextsResponseSchema, 'Texts sent'), ...errorResponses },
    }),
    (c) => {
      c.header('Cache-Control', 'no-store');
      const telephony = kit.line;
      return c.json({ texts: telephony instanceof SimulatedTelephony ? [...telephony.sentSms].reverse().slice(0, 50) : [] }, 200);
    },
  );

  documentRoute(router, {
    method: 'get',
    path: '/phone/ws',
    tags: ['operator tests'],
    summary: "WebSocket: the operator's simulated handset (docs/decisions/012-simulated-phone-protocol.md), same origin only",
    responses: { 101: { description: 'Switching protocols' }, 401: { description: 'Not signed in.' }, 403: { description: 'Another site, or not an operator.' } },
  });
  router.get(
    '/phone/ws',
    sameOriginUpgrade(kit.publicUrl),
    kit.upgradeWebSocket((c) => {
      const telephony = kit.line;
      const log = c.var.log;
      let socket: PhoneSocket | null = null;
      return {
        onOpen(_event, ws) {
          const raw = ws.raw as WebSocket;
          if (!(telephony instanceof SimulatedTelephony)) {
            raw.send(JSON.stringify({ type: 'ended', callId: '', reason: telephony.kind === 'twilio' ? 'Calls go through Twilio here; the simulated phone is off.' : 'Calls go through another line here; the simulated phone is off.' } satisfies PhoneServerMessage));
            raw.close(1000, 'twilio');
            return;
          }
          // The engine must be listening before a call can be answered here.
          kit.events.listen();
          socket = { send: (m) => raw.readyState === raw.OPEN && raw.send(JSON.stringify(m)) };
          telephony.addSocket(socket);
          log.info('simulated phone connected');
        },
        async onMessage(event) {
          if (!socket || !(telephony instanceof SimulatedTelephony)) return;
          let parsed;
          try {
            parsed = phoneClientMessageSchema.safeParse(JSON.parse(String(event.data)));
          } catch {
            return;
          }
          if (parsed.success) await telephony.fromOperator(socket, parsed.data);
        },
        onClose() {
          if (socket && telephony instanceof SimulatedTelephony) telephony.removeSocket(socket);
          socket = null;
        },
      };
    }),
  );
  return router;
}
