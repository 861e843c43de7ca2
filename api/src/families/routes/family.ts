import { okSchema } from '@fondly/contract/platform';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import {
  FAMILY_MEMBER_LIMIT,
  familyMemberListSchema,
  familyMemberSchema,
  familyMemberUpdateSchema,
  mobileCodeSchema,
  newFamilyMemberSchema,
} from '@fondly/contract/account';
import { requireSession } from '../../auth/index.js';
import { addFamilyMember, confirmMobile, hasPremiumFeatures, listFamilyMembers, removeFamilyMember, resendMobileCode, updateFamilyMember } from '../family.js';
import { clientIp } from '../../lib/rate-limit.js';
import type { Requester } from '../../security/index.js';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';

const params = z.object({ id: z.uuid({ error: 'We could not find that family member.' }) });
const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/** Email Settings: who in the family gets Moments, stories and alerts. */
export function familyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/family-members', requireSession(deps, 'subscriber'));
  router.use('/family-members/*', requireSession(deps, 'subscriber'));
  const me = (c: { var: { session: { subjectId: string } | null } }) => c.var.session!.subjectId;
  // Texts and code checks are counted per account and per address (security/texts-and-codes.ts).
  const who = (c: Context<AppEnv>): Requester => ({ accountId: c.var.session!.subjectId, address: clientIp(c, deps.config.trustedProxyHops) });

  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/family-members',
        tags: ['families'],
        summary: 'The people who receive Moments, stories and alerts',
        responses: { 200: jsonContent(familyMemberListSchema, 'Family members'), ...errorResponses },
      }),
      async (c) => c.json({ familyMembers: await listFamilyMembers(db, me(c)), limit: FAMILY_MEMBER_LIMIT, premiumFeatures: await hasPremiumFeatures(db, me(c)) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/family-members',
        tags: ['families'],
        summary: 'Add someone to the emails',
        request: json(newFamilyMemberSchema),
        responses: { 201: jsonContent(familyMemberSchema, 'Added'), ...errorResponses },
      }),
      async (c) => c.json(await addFamilyMember(deps, who(c), c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/family-members/{id}',
        tags: ['families'],
        summary: 'Choose which emails one person receives',
        request: { params, ...json(familyMemberUpdateSchema) },
        responses: { 200: jsonContent(familyMemberSchema, 'Saved'), ...errorResponses },
      }),
      async (c) => c.json(await updateFamilyMember(deps, who(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/family-members/{id}',
        tags: ['families'],
        summary: 'Stop emailing someone (the account holder stays)',
        request: { params },
        responses: { 200: jsonContent(okSchema, 'Removed'), ...errorResponses },
      }),
      async (c) => {
        await removeFamilyMember(db, me(c), c.req.valid('param').id);
        return c.json({ ok: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/family-members/{id}/mobile/confirm',
        tags: ['families'],
        summary: 'Confirm a mobile with the 6-digit code texted to it',
        request: { params, ...json(mobileCodeSchema) },
        responses: { 200: jsonContent(familyMemberSchema, 'Confirmed'), ...errorResponses },
      }),
      async (c) => c.json(await confirmMobile(deps, who(c), c.req.valid('param').id, c.req.valid('json').code), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/family-members/{id}/mobile/code',
        tags: ['families'],
        summary: 'Text a new confirmation code to the mobile',
        request: { params },
        responses: { 200: jsonContent(familyMemberSchema, 'Sent'), ...errorResponses },
      }),
      async (c) => c.json(await resendMobileCode(deps, who(c), c.req.valid('param').id), 200),
    );
}
