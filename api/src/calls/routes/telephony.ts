import { OpenAPIHono } from '@hono/zod-openapi';
import { requireOperator } from '../../auth/index.js';
import type { AppDeps, AppEnv, RouteKit } from '../../context.js';
import type { TelephonyEvents } from '../pipeline/ports/telephony.js';
import { findAlertCall, onAlertCallEvent } from '../lifecycle/alert-calls.js';
import { answerCallBack } from '../lifecycle/call-backs.js';
import { getCallEngine } from '../lifecycle/call-engine.js';
import { adoptProviderCallId, findCall, markAnsweredByHuman } from '../lifecycle/lookups.js';
import { TELEPHONY_PROVIDERS } from '../../providers/telephony/index.js';
import { transcriberOf } from '../../providers/transcriber/index.js';

/** A call that is still ringing or under way: a dropped media stream may come back to it. */
const UNDER_WAY = new Set(['ringing', 'in_progress', 'dialing']);

/**
 * What a telephony provider's endpoints may ask of the call wing, built from the call lifecycle
 * (providers sit below it in the layer table and are handed this). Every event ends in the call
 * engine of this process, created on first use.
 */
export function telephonyEvents(deps: AppDeps): TelephonyEvents {
  const engine = () => getCallEngine(deps);
  const db = () => deps.database.db;
  return {
    async findCall(callId, providerCallId) {
      if (!/^[0-9a-f-]{36}$/i.test(callId)) return null;
      const call = await findCall(db(), callId);
      if (!call || !providerCallId) return null;
      // The carrier's first event may come before its answer to our dial request is stored.
      if (call.providerCallId === null && !(await adoptProviderCallId(db(), call.id, providerCallId))) return null;
      if (call.providerCallId !== null && call.providerCallId !== providerCallId) return null;
      return { id: call.id, underWay: UNDER_WAY.has(call.state) };
    },
    onStatus: async (callId, status, extra) => void (await engine().applyProviderStatus(callId, status, extra)),
    onConnected: (callId, channel) => engine().startConversation(callId, channel),
    onAlertCall: (alertCallId, event) => onAlertCallEvent(deps, alertCallId, event, (row) => engine().familyJoins(row)),
    machineAnswered: async (callId) => void (await engine().machineAnswered(callId)),
    humanAnswered: (callId) => markAnsweredByHuman(db(), callId),
    streamEnded: (callId, providerCallId) => engine().streamEnded(callId, providerCallId),
    inbound: ({ from, providerCallId, verification }) => answerCallBack(deps, { from, callSid: providerCallId, verification }),
    async findAlertCall(alertCallId, providerCallId) {
      const row = await findAlertCall(db(), alertCallId);
      return row && providerCallId && row.providerCallId === providerCallId ? { id: row.id } : null;
    },
    listen: () => void engine(),
  };
}

/**
 * Every registered telephony provider's endpoints (webhooks, media streams, the simulated
 * handset), each handed the line this process uses; a provider that is not it answers that it
 * is off, so no address changes meaning with the configuration.
 */
export function telephonyRoutes(deps: AppDeps, kit: RouteKit) {
  const routeKit = {
    line: deps.providers.telephony,
    events: telephonyEvents(deps),
    publicUrl: deps.config.publicUrl,
    mediaIdleMs: deps.config.calls.mediaIdleMs,
    transcriber: () => transcriberOf(deps.providers),
    upgradeWebSocket: kit.upgradeWebSocket,
    operatorOnly: requireOperator(deps),
  };
  const router = new OpenAPIHono<AppEnv>();
  for (const provider of TELEPHONY_PROVIDERS) router.route('/', provider.routes(routeKit));
  return router;
}
