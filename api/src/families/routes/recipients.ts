import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import {
  familyCallListSchema,
  recipientListSchema,
  recipientSchema,
  recipientSettingsSchema,
  scheduleUpdateSchema,
} from '@fondly/contract/account';
import { recipientCreatedSchema, newRecipientSchema } from '@fondly/contract/onboarding';
import { callNowPreviewSchema, callNowRequestSchema, callNowResultSchema, pauseRequestSchema } from '@fondly/contract/account';
import { requireSession } from '../../auth/index.js';
import { callNow, callNowPreview, pauseSchedule, resumeSchedule } from '../../calls/scheduling/schedule-actions.js';
import {
  getRecipient,
  listFamilyCalls,
  listRecipients,
  scheduleRecipient,
  skipRecipientCall,
  unskipRecipientCall,
  pauseEndOf,
  updateRecipientSettings,
  updateSchedule,
} from '../recipients.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';

const recipientParams = z.object({ id: z.uuid({ error: 'We could not find that person.' }) });
const callParams = recipientParams.extend({ callId: z.uuid({ error: 'We could not find that call.' }) });
const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/**
 * The family's loved ones: the schedule page (POST /recipients) and the dashboard's
 * Call Scheduling, Call Settings and Call History. Every query is scoped to the
 * signed-in subscriber; another family's ids answer 404.
 */
export function recipientRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/recipients', requireSession(deps, 'subscriber'));
  router.use('/recipients/*', requireSession(deps, 'subscriber'));
  // Placing a call is the one action here that reaches a phone: a handful an hour.
  // (Only placing it: what Call Now would do is read each time the dashboard shows the button.)
  const callNowLimit = rateLimit(deps, { name: 'call-now', limit: 5, windowMs: 3600_000, key: (c) => c.var.session?.subjectId ?? 'anonymous' });
  router.use('/recipients/:id/call-now', (c, next) => (c.req.method === 'POST' ? callNowLimit(c, next) : next()));
  const me = (c: { var: { session: { subjectId: string } | null } }) => c.var.session!.subjectId;

  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/recipients',
        tags: ['families'],
        summary: "The signed-in family's loved ones, their schedules and next planned calls",
        responses: { 200: jsonContent(recipientListSchema, 'Recipients'), ...errorResponses },
      }),
      async (c) => c.json({ recipients: await listRecipients(db, me(c), deps.now()) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/recipients',
        tags: ['families'],
        summary: 'The schedule page: add a loved one (or update the one with this phone number) and plan the first call',
        request: json(newRecipientSchema),
        responses: { 201: jsonContent(recipientCreatedSchema, 'Scheduled'), ...errorResponses },
      }),
      async (c) => c.json(await scheduleRecipient(deps, me(c), c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/recipients/{id}',
        tags: ['families'],
        summary: 'One loved one',
        request: { params: recipientParams },
        responses: { 200: jsonContent(recipientSchema, 'The recipient'), ...errorResponses },
      }),
      async (c) => c.json(await getRecipient(db, me(c), c.req.valid('param').id, deps.now()), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/recipients/{id}',
        tags: ['families'],
        summary: 'Call Settings: voice, companion type, topics, special instructions',
        request: { params: recipientParams, ...json(recipientSettingsSchema) },
        responses: { 200: jsonContent(recipientSchema, 'Saved'), ...errorResponses },
      }),
      async (c) => c.json(await updateRecipientSettings(deps, me(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/recipients/{id}/schedule',
        tags: ['families'],
        summary: 'Call Scheduling: how often, which window, which time zone (calls not yet placed are replanned)',
        request: { params: recipientParams, ...json(scheduleUpdateSchema) },
        responses: { 200: jsonContent(recipientSchema, 'Saved and replanned'), ...errorResponses },
      }),
      async (c) => c.json(await updateSchedule(deps, me(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/recipients/{id}/pause',
        tags: ['families'],
        summary: 'Pause calls until resumed, or until a day (her zone) when they resume by themselves',
        request: { params: recipientParams, body: { content: { 'application/json': { schema: pauseRequestSchema } }, required: false } },
        responses: { 200: jsonContent(recipientSchema, 'Paused'), ...errorResponses },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
        const her = await getRecipient(db, me(c), id, deps.now());
        const until = body?.until && her.schedule ? pauseEndOf(body.until, her.schedule.timeZone, deps.now()) : null;
        await pauseSchedule(db, id, deps.now(), { subscriberId: me(c), reason: 'family', until });
        return c.json(await getRecipient(db, me(c), id, deps.now()), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/recipients/{id}/resume',
        tags: ['families'],
        summary: 'Resume calls; the next one is planned per the cadence',
        request: { params: recipientParams },
        responses: { 200: jsonContent(recipientSchema, 'Resumed'), ...errorResponses },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await resumeSchedule(db, id, deps.now(), { subscriberId: me(c) });
        return c.json(await getRecipient(db, me(c), id, deps.now()), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/recipients/{id}/call-now',
        tags: ['families'],
        summary: 'What Call Now would do now, said before it is used: an extra call, in place of the next planned call, or not now (and why)',
        request: { params: recipientParams },
        responses: { 200: jsonContent(callNowPreviewSchema, 'What Call Now would do'), ...errorResponses },
      }),
      async (c) => c.json(await callNowPreview(db, c.req.valid('param').id, deps.now(), { subscriberId: me(c) }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/recipients/{id}/call-now',
        tags: ['families'],
        summary: "Place an extra call now, within calling hours and the plan's allowance",
        description:
          'When the allowance is all used or planned the answer is 409 with `error.fields.moveNextCall` (the next planned call, ISO) if one can be brought forward; ' +
          'asking again with `{ "moveNextCall": true }` moves that call to now. Without it, no planned call is ever given up.',
        request: { params: recipientParams, body: { content: { 'application/json': { schema: callNowRequestSchema } }, required: false } },
        responses: { 201: jsonContent(callNowResultSchema, 'Calling'), ...errorResponses },
      }),
      async (c) => {
        const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
        const { call, moved } = await callNow(db, c.req.valid('param').id, deps.now(), { subscriberId: me(c), moveNextCall: body?.moveNextCall === true });
        return c.json({ callId: call.id, dueAt: call.dueAt.toISOString(), movedNextCall: moved }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/recipients/{id}/calls/{callId}/skip',
        tags: ['families'],
        summary: 'Skip one planned call; the next stays as planned',
        request: { params: callParams },
        responses: { 200: jsonContent(recipientSchema, 'Skipped'), ...errorResponses },
      }),
      async (c) => {
        const { id, callId } = c.req.valid('param');
        await skipRecipientCall(db, me(c), id, callId, deps.now());
        return c.json(await getRecipient(db, me(c), id, deps.now()), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/recipients/{id}/calls/{callId}/unskip',
        tags: ['families'],
        summary: 'Undo a skip: the call is planned again as it was, while its time is still ahead',
        request: { params: callParams },
        responses: { 200: jsonContent(recipientSchema, 'Put back'), ...errorResponses },
      }),
      async (c) => {
        const { id, callId } = c.req.valid('param');
        await unskipRecipientCall(db, me(c), id, callId, deps.now());
        return c.json(await getRecipient(db, me(c), id, deps.now()), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/recipients/{id}/calls',
        tags: ['families'],
        summary: "Call History: each call's outcome, length, transcript and its Moment or story",
        request: { params: recipientParams, query: z.object({ limit: z.coerce.number().int().min(1).max(200).optional() }) },
        responses: { 200: jsonContent(familyCallListSchema, 'Calls, newest first'), ...errorResponses },
      }),
      async (c) => c.json({ calls: await listFamilyCalls(db, me(c), { recipientId: c.req.valid('param').id, limit: c.req.valid('query').limit }) }, 200),
    );
}
