import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context.js';
import { giftAddedSchema, giftCardSchema, giftCheckoutSchema, giftCodeSchema, giftPurchaseSchemaAt, giftRedeemSchema, giftToAccountSchema } from '@fondly/contract/gift';
import { requireSession } from '../../auth/index.js';
import { signupResultSchema } from '@fondly/contract/onboarding';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { readReferralCookie } from '../../referrals/index.js';
import { createAccount, paidOnboardingDraft, signupResult } from '../../families/index.js';
import { funnelContext, signIn, signupRateLimit } from '../../families/routes/onboarding.js';
import { rememberCheckoutStarted } from '../../payments/routes/checkout.js';
import { addGiftToAccount, buyGift, claimGift, giftCard, redeemableGift } from '../index.js';

const codeParam = z.object({ code: giftCodeSchema });

/** Gifts bought online (decisions 151, 157): buy and pay, the printable card, redeem the code into a new account or add it to one's own. */
export function giftsRoutes(deps: AppDeps) {
  const router = createRouter();
  // Each purchase opens a checkout at Stripe; the card and redeem routes also limit wrong codes by themselves (gifts.ts).
  router.use('/gifts', rateLimit(deps, { name: 'gift-buy', limit: 20, windowMs: 15 * 60_000 }));
  router.use('/gifts/:code', rateLimit(deps, { name: 'gift-card', limit: 300, windowMs: 15 * 60_000 }));
  const signupLimit = signupRateLimit(deps);
  if (signupLimit) router.use('/gifts/:code/redeem', signupLimit);
  router.use('/gifts/:code/add-to-account', requireSession(deps, 'subscriber'));
  const purchaseSchema = giftPurchaseSchemaAt(deps.now);

  return router
    .openapi(
      createRoute({
        method: 'post',
        path: '/gifts',
        tags: ['gifts'],
        summary: 'Buy a gift plan: its details are kept and its one-time checkout opened',
        description:
          'Answers the checkout address (Stripe Checkout, or the local checkout page) and the card’s code. The gift counts as paid only once the payment ' +
          'provider says so (webhook or local processor); the card mail goes out then. Delivery date: today or later in the buyer’s zone.',
        request: { body: { content: { 'application/json': { schema: purchaseSchema } }, required: true } },
        responses: { 201: jsonContent(giftCheckoutSchema, 'Send the browser to url'), ...errorResponses },
      }),
      async (c) => {
        const { url, code, sessionId } = await buyGift(deps, c.req.valid('json'), readReferralCookie(c));
        // The checkout page then starts with the buyer's email filled in, as after the pricing section's buttons.
        rememberCheckoutStarted(deps, c, sessionId);
        c.header('Cache-Control', 'no-store');
        return c.json({ url, code }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/gifts/{code}',
        tags: ['gifts'],
        summary: 'The gift card by its code: the gift, the message, and whether it is paid or redeemed',
        description: 'Wrong codes are limited per address (429 after ten in 15 minutes).',
        request: { params: codeParam },
        responses: { 200: jsonContent(giftCardSchema, 'The card'), ...errorResponses },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await giftCard(deps, c, c.req.valid('param').code), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/gifts/{code}/redeem',
        tags: ['gifts'],
        summary: 'Redeem a gift: the /onboarding form creates the account, with the gift’s months already paid',
        description: 'A code redeems once: a used code answers 409 and creates nothing. No card is asked for.',
        request: { params: codeParam, body: { content: { 'application/json': { schema: giftRedeemSchema } }, required: true } },
        responses: {
          201: jsonContent(signupResultSchema, 'Account created with the gift; the session cookie is set'),
          409: { description: 'The code was redeemed already, is not paid yet, or the email has an account' },
          ...errorResponses,
        },
      }),
      async (c) => {
        const { code } = c.req.valid('param');
        const { gift, transactionId, plan } = await redeemableGift(deps, c, code);
        const draft = paidOnboardingDraft({ ...c.req.valid('json'), transactionId }, plan.id, await funnelContext(deps, c));
        draft.linkSubscription = (tx, subscriberId) => claimGift(tx, gift.id, transactionId, subscriberId, deps.now());
        const created = await createAccount(deps, draft);
        signIn(deps, c, created.session);
        return c.json(signupResult(created), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/gifts/{code}/add-to-account',
        tags: ['gifts'],
        summary: 'A signed-in family adds a gift to its own plan, for one of its people or someone new',
        description:
          'A plan that renews keeps its plan and its next payment moves back by the gift’s months (Stripe: a trial until then, nothing prorated); ' +
          'otherwise the gift becomes the plan, starting after any time the account already has. A used, refunded or unpaid code answers 409 and changes nothing; ' +
          'so does a plan with a payment past due (decision 157).',
        request: { params: codeParam, body: { content: { 'application/json': { schema: giftToAccountSchema } }, required: true } },
        responses: {
          200: jsonContent(giftAddedSchema, 'The gift is on the plan; the family is mailed what changed'),
          409: { description: 'The code was redeemed already, refunded or not paid yet, or the plan has a payment past due' },
          ...errorResponses,
        },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await addGiftToAccount(deps, c, c.req.valid('param').code, c.var.session!.subjectId, c.req.valid('json')), 200);
      },
    );
}
