import { okSchema } from '@fondly/contract/platform';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import {
  accountSchema,
  deleteAccountSchema,
  EMAIL_CONFIRMATION,
  emailConfirmationResultSchema,
  SIGN_IN_LINK_SENT,
  signInLinkRequestSchema,
  signInLinkSentSchema,
  signInRedeemSchema,
} from '@fondly/contract/account';
import { endSession, requireSession } from '../../auth/index.js';
import { getAccount } from '../account.js';
import { endBillingForDeletion } from '../../payments/index.js';
import { deleteAccount, exportAccountData } from '../privacy.js';
import { redeemSignInLink, requestEmailConfirmation, requestSignInLink } from '../sign-in.js';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { signIn } from './onboarding.js';

const ok = okSchema;

/** The signed-in family: who am I, sign in by emailed link, sign out, download my data, delete my account. */
export function accountRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  // Guessable inputs (emails, tokens) are rate-limited per address.
  router.use('/account/sign-in-link', rateLimit(deps, { name: 'sign-in-link', limit: 10, windowMs: 15 * 60_000 }));
  router.use('/account/sign-in', rateLimit(deps, { name: 'sign-in', limit: deps.config.families.signInRateLimitPer15Min, windowMs: 15 * 60_000 }));
  router.use('/account', requireSession(deps, 'subscriber'));
  router.use('/account/export', requireSession(deps, 'subscriber'));
  router.use('/account/email-confirmation', requireSession(deps, 'subscriber'));
  router.use('/account/email-confirmation', rateLimit(deps, { name: 'email-confirmation', limit: 5, windowMs: 3600_000, key: (c) => c.var.session?.subjectId ?? 'anonymous' }));

  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/account',
        tags: ['families'],
        summary: 'The signed-in subscriber and their plan',
        responses: { 200: jsonContent(accountSchema, 'Signed in'), ...errorResponses },
      }),
      async (c) => c.json(await getAccount(db, c.var.session!.subjectId), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/account/sign-in-link',
        tags: ['families'],
        summary: 'Email a one-time sign-in link (same answer whether or not the address has an account)',
        request: { body: { content: { 'application/json': { schema: signInLinkRequestSchema } }, required: true } },
        responses: { 202: jsonContent(signInLinkSentSchema, 'Sent if the account exists'), ...errorResponses },
      }),
      async (c) => {
        await requestSignInLink(deps, c.req.valid('json').email);
        return c.json({ message: SIGN_IN_LINK_SENT }, 202);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/account/sign-in',
        tags: ['families'],
        summary: 'Spend an emailed sign-in link and open a session',
        request: { body: { content: { 'application/json': { schema: signInRedeemSchema } }, required: true } },
        responses: { 200: jsonContent(accountSchema, 'Signed in; the session cookie is set'), ...errorResponses },
      }),
      async (c) => {
        const { subscriberId, session } = await redeemSignInLink(deps, c.req.valid('json').token);
        signIn(deps, c, session);
        return c.json(await getAccount(db, subscriberId), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/account/email-confirmation',
        tags: ['families'],
        summary: "Email the signed-in family a new link that confirms the account's email (no call is placed before)",
        responses: { 202: jsonContent(emailConfirmationResultSchema, 'Sent, or already confirmed'), ...errorResponses },
      }),
      async (c) => {
        const { email, confirmed } = await requestEmailConfirmation(deps, c.var.session!.subjectId);
        return c.json({ email, confirmed, message: confirmed ? EMAIL_CONFIRMATION.alreadyConfirmed : EMAIL_CONFIRMATION.sent(email) }, 202);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/account/sign-out',
        tags: ['families'],
        summary: 'End the session in this browser',
        responses: { 200: jsonContent(ok, 'Signed out') },
      }),
      async (c) => {
        await endSession(db, c, 'subscriber');
        return c.json({ ok: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/account/export',
        tags: ['families'],
        summary: 'Download my data: everything Fondly holds about this account, as JSON',
        responses: { 200: { description: 'A JSON file', content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } }, ...errorResponses },
      }),
      async (c) => {
        const data = await exportAccountData(db, c.var.session!.subjectId, deps.now());
        c.header('Content-Disposition', `attachment; filename="fondly-my-data-${deps.now().toISOString().slice(0, 10)}.json"`);
        c.header('Cache-Control', 'no-store');
        return c.json(data, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/account',
        tags: ['families'],
        summary: 'Delete my account: personal data removed, calls stopped, billing ended, confirmed by email',
        request: { body: { content: { 'application/json': { schema: deleteAccountSchema } }, required: true } },
        responses: { 200: jsonContent(ok, 'Deleted; signed out'), ...errorResponses },
      }),
      async (c) => {
        await deleteAccount(deps, c.var.session!.subjectId, c.req.valid('json').confirmEmail, endBillingForDeletion(deps));
        await endSession(db, c, 'subscriber');
        return c.json({ ok: true as const }, 200);
      },
    );
}
