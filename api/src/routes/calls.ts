import { createRoute } from '@hono/zod-openapi';
import { desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { requireOperator } from '../auth/sessions.js';
import { LIVE_STATES } from '../calls/state-machine.js';
import type { AppDeps } from '../context.js';
import { callsBoardSchema, providerHealthSchema, type BoardCall } from '../contract/calls.js';
import { calls, recipients } from '../db/schema/index.js';
import { maskPhone } from '../lib/logger.js';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi.js';

/**
 * GET /api/calls/board: the operator's live calls board (operator-only: it shows personal data).
 * GET /api/calls/provider-health: which real providers are degraded (circuit breakers).
 */
export function callRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/calls/*', requireOperator(deps));
  const columns = { call: calls, name: recipients.name, phone: recipients.phone };
  const toBoard = (r: { call: typeof calls.$inferSelect; name: string; phone: string }): BoardCall => ({
    id: r.call.id,
    recipientName: r.name,
    phone: maskPhone(r.phone),
    state: r.call.state,
    origin: r.call.origin,
    attempt: r.call.attempt,
    dueAt: r.call.dueAt.toISOString(),
    answeredAt: r.call.answeredAt?.toISOString() ?? null,
    endedAt: r.call.endedAt?.toISOString() ?? null,
    durationSeconds: r.call.durationSeconds,
    failureReason: r.call.failureReason,
    answeredBy: r.call.answeredBy,
    flags: r.call.flags,
    steps: r.call.steps,
    transcript: r.call.transcript,
  });
  router.openapi(
    createRoute({
      method: 'get',
      path: '/calls/provider-health',
      tags: ['calls'],
      summary: 'The real providers (model, voice, transcriber): healthy or degraded, with failures and fallbacks',
      responses: { 200: jsonContent(providerHealthSchema, 'Provider health'), ...errorResponses },
    }),
    (c) => c.json({ providers: deps.providers.health?.list() ?? [], embedded: { brain: deps.providers.brain.kind, voice: deps.providers.voice.kind } }, 200),
  );
  return router.openapi(
    createRoute({
      method: 'get',
      path: '/calls/board',
      tags: ['calls'],
      summary: 'Live calls and the most recent finished ones, with counts by state today',
      responses: { 200: jsonContent(callsBoardSchema, 'The board'), ...errorResponses },
    }),
    async (c) => {
      const now = deps.now();
      const since = new Date(now.getTime() - 24 * 3600_000);
      const live = await db.select(columns).from(calls).innerJoin(recipients, eq(recipients.id, calls.recipientId)).where(inArray(calls.state, LIVE_STATES)).orderBy(desc(calls.dialedAt)).limit(100);
      const recent = await db
        .select(columns)
        .from(calls)
        .innerJoin(recipients, eq(recipients.id, calls.recipientId))
        .where(sql`${calls.state} in ('completed', 'no_answer', 'busy', 'voicemail', 'failed') and ${calls.endedAt} >= ${since.toISOString()}::timestamptz`)
        .orderBy(desc(calls.endedAt))
        .limit(20);
      const counts = await db
        .select({ state: calls.state, n: sql<number>`count(*)::int` })
        .from(calls)
        .where(gte(calls.updatedAt, since))
        .groupBy(calls.state);
      return c.json(
        {
          live: live.map(toBoard),
          recent: recent.map(toBoard),
          counts: Object.fromEntries(counts.map((r) => [r.state, Number(r.n)])),
          telephony: deps.providers.telephony.kind,
        },
        200,
      );
    },
  );
}
