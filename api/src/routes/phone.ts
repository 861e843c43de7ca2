import { Hono } from 'hono';
import type { WebSocket } from 'ws';
import { requireOperator } from '../auth/sessions.js';
import { getCallEngine } from '../calls/call-engine.js';
import type { AppDeps, AppEnv, RouteKit } from '../context.js';
import { phoneClientMessageSchema, type PhoneServerMessage } from '../contract/calls.js';
import { sameOriginUpgrade } from '../lib/security.js';
import { SimulatedTelephony, type PhoneSocket } from '../providers/telephony/local.js';
import { SCRIPTS } from '../providers/telephony/scripted-recipient.js';

/**
 * The simulated phone (docs/decisions/012-simulated-phone-protocol.md), operators only:
 * GET /api/phone/ws is the operator's handset; GET /api/phone/test-numbers lists the
 * scripted recipients.
 */
export function phoneRoutes(deps: AppDeps, kit: RouteKit) {
  const router = new Hono<AppEnv>();
  router.use('/phone/*', requireOperator(deps));

  router.get('/phone/test-numbers', (c) =>
    c.json({
      telephony: deps.providers.telephony.kind,
      numbers: [
        ...Object.entries(SCRIPTS).map(([line, s]) => ({ phone: `+1212555${line}`, name: s.name, kind: s.kind })),
        // Family members' mobiles for the alert phone ladder (any area code).
        { phone: '+13035550150', name: 'Family member: answers an alert call and presses 1', kind: 'family' },
        { phone: '+13035550151', name: 'Family member: never answers an alert call', kind: 'family' },
        { phone: '+13035550152', name: 'Family member: answers and listens', kind: 'family' },
      ],
    }),
  );

  // The texts the simulated phone "sent" (alert texts, mobile confirmation codes), newest first:
  // on the embedded default this is where a family's texts can be read.
  router.get('/phone/texts', (c) => {
    c.header('Cache-Control', 'no-store');
    const telephony = deps.providers.telephony;
    return c.json({ texts: telephony instanceof SimulatedTelephony ? [...telephony.sentSms].reverse().slice(0, 50) : [] });
  });

  router.get(
    '/phone/ws',
    sameOriginUpgrade(deps.config.publicUrl),
    kit.upgradeWebSocket((c) => {
      const telephony = deps.providers.telephony;
      const log = c.var.log;
      let socket: PhoneSocket | null = null;
      return {
        onOpen(_event, ws) {
          const raw = ws.raw as WebSocket;
          if (!(telephony instanceof SimulatedTelephony)) {
            raw.send(JSON.stringify({ type: 'ended', callId: '', reason: 'Calls go through Twilio here; the simulated phone is off.' } satisfies PhoneServerMessage));
            raw.close(1000, 'twilio');
            return;
          }
          // The engine must be listening before a call can be answered here.
          getCallEngine(deps);
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
