import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { checkouts, gifts, invoices, notificationEvents } from '../../db/schema/index.js';
import { findPlan, formatCents } from '@fondly/contract/plan-catalogue';
import { GIFT_NEVER_EXPIRES, giftCardPath, giftRedeemPath, giftTerm } from '@fondly/contract/gift';
import { withdrawWaitingMail, type MailBlock, type NewMail } from '../../mail/index.js';
import { currentSubscription, GIFT_UNTIL_KEY, renewsAtProvider } from '../../payments/index.js';
import { formatKeepsakeDate } from '../../keepsakes/index.js';
import { accountMail, accountOwner, firstName, NothingToSend, type EventRenderer, type RenderContext } from './context.js';

type Gift = typeof gifts.$inferSelect;

/** The hour of the delivery day, in the buyer's zone, at which the card goes out. */
const DELIVERY_HOUR = 9;

/** 9 AM on the delivery date where the buyer is. */
export function giftDeliveryTime(gift: Pick<Gift, 'deliveryDate' | 'timeZone'>): Date {
  const at = DateTime.fromISO(`${gift.deliveryDate}T${String(DELIVERY_HOUR).padStart(2, '0')}:00`, { zone: gift.timeZone });
  return at.isValid ? at.toJSDate() : new Date(`${gift.deliveryDate}T${DELIVERY_HOUR + 5}:00:00Z`);
}

/** "Friday, December 25" */
function dayText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The card itself, as the printable page shows it: the gift, the message, the code and the link.
 * `to`: the card is written to the person it is for (the buyer prints or forwards it); the
 * family's own copy speaks to the family, who set it up for her (walk finding 18).
 */
function cardBlocks(ctx: RenderContext, gift: Gift, term: string, to: 'recipient' | 'family' = 'recipient'): MailBlock[] {
  const base = ctx.deps.config.publicUrl;
  const what = 'warm, regular phone calls with a friendly companion, and a Moment for the family after every call';
  return [
    to === 'family'
      ? { kind: 'paragraph', text: `Hello, ${gift.buyerName} is giving ${gift.recipientFirstName} ${term} of Fondly: ${what}. ${firstName(gift.buyerName)} asked us to send you the card, so you can set it up for ${gift.recipientFirstName}.` }
      : { kind: 'paragraph', text: `${gift.recipientFirstName}, ${firstName(gift.buyerName)} is giving you ${term} of Fondly: ${what}.` },
    ...(gift.message ? [{ kind: 'quote' as const, text: gift.message }] : []),
    { kind: 'notes', title: to === 'family' ? `${gift.recipientFirstName}'s gift` : 'Your gift', items: [
      { label: 'Gift', value: `${term} of Fondly, already paid` },
      { label: 'From', value: gift.buyerName },
      { label: 'Redemption code', value: gift.code },
    ] },
    { kind: 'button', label: 'Redeem the gift', url: `${base}${giftRedeemPath(gift.code)}` },
    { kind: 'paragraph', text: `Or go to ${base}/redeem and enter the code ${gift.code}. Setting up takes a few minutes and needs no card. The code works once. ${GIFT_NEVER_EXPIRES}` },
    { kind: 'paragraph', text: `The printable card: ${base}${giftCardPath(gift.code)}` },
  ];
}

/**
 * A paid gift (decision 151): the card to the buyer at once, and on the delivery date (9 AM in
 * the buyer's zone) to the recipient's family, or to the buyer to pass on when they gave no
 * address. The second mail waits in the outbox until then (`notBefore`).
 */
export const giftPaidMail: EventRenderer<'gift-paid'> = {
  render: async (ctx, event) => {
    const [gift] = await ctx.tx.select().from(gifts).where(eq(gifts.id, event.giftId)).limit(1);
    if (!gift) throw new NothingToSend(`gift ${event.giftId} does not exist`);
    // Refunded before its card went out: the code no longer works, and the refund mail says so.
    if (await refundOf(ctx, gift)) throw new NothingToSend(`gift ${gift.id} was refunded before its card was mailed`);
    const plan = findPlan(gift.plan);
    const term = giftTerm(plan?.termMonths ?? null);
    const buyer = { name: gift.buyerName, email: gift.buyerEmail };
    const paid = await paidFor(ctx, gift);
    const deliverAt = giftDeliveryTime(gift);
    const reason = 'You get this because you bought a Fondly gift.';
    const later = deliverAt > ctx.now;
    const whenText = later ? `on ${dayText(gift.deliveryDate)}` : 'today';
    const mails: Omit<NewMail, 'eventId' | 'priority'>[] = [
      {
        ...accountMail(ctx, 'gift-card', buyer, {
          subject: `Your Fondly gift card for ${gift.recipientFirstName}`,
          preheader: `Thank you! Here is the card with the redemption code ${gift.code}.`,
          heading: `Your gift for ${gift.recipientFirstName} is paid`,
          blocks: [
            { kind: 'paragraph', text: `Hello ${firstName(gift.buyerName)}, thank you! Your payment of ${paid} for ${term} of Fondly went through. Here is the card; print it or forward this email.` },
            { kind: 'callout', text: gift.deliverToEmail ? `We will also email the card to ${gift.deliverToEmail} ${whenText}.` : `We will remind you ${whenText} to pass the card on.` },
            ...cardBlocks(ctx, gift, term),
          ],
        }, reason),
        idempotencyKey: `event:${ctx.eventId}:gift-buyer`,
      },
    ];
    // With no family address, the buyer has the card already: a reminder only for a day still to come.
    if (gift.deliverToEmail || later) {
      // The family's address is the family's, not hers: the mail is to them, about her.
      const to = gift.deliverToEmail ? { name: `${gift.recipientFirstName}'s family`, email: gift.deliverToEmail } : buyer;
      mails.push({
        ...accountMail(ctx, 'gift-card-delivery', to, {
          subject: gift.deliverToEmail ? `A gift for ${gift.recipientFirstName} from ${gift.buyerName}` : `Today is the day: ${gift.recipientFirstName}'s Fondly gift card`,
          preheader: `${term} of Fondly, already paid. Redemption code ${gift.code}.`,
          heading: `A gift for ${gift.recipientFirstName}`,
          blocks: [
            ...(gift.deliverToEmail ? [] : [{ kind: 'paragraph' as const, text: `Hello ${firstName(gift.buyerName)}, today is the day you chose for your gift. Here is the card again to pass on.` }]),
            ...cardBlocks(ctx, gift, term, gift.deliverToEmail ? 'family' : 'recipient'),
          ],
        }, gift.deliverToEmail ? `You get this because ${gift.buyerName} gave Fondly to ${gift.recipientFirstName} and asked us to send you the card.` : reason),
        idempotencyKey: `event:${ctx.eventId}:gift-delivery`,
        notBefore: deliverAt,
      });
    }
    return mails;
  },
};

/** What the buyer paid for the gift: its invoice, or the checkout's price before the invoice is recorded. */
async function paidFor(ctx: RenderContext, gift: Pick<Gift, 'checkoutId'>): Promise<string> {
  const [inv] = await ctx.tx.select({ cents: invoices.amountPaidCents }).from(invoices).where(and(eq(invoices.checkoutId, gift.checkoutId), eq(invoices.status, 'paid'))).limit(1);
  if (inv) return formatCents(inv.cents);
  const [checkout] = await ctx.tx.select({ cents: checkouts.amountCents }).from(checkouts).where(eq(checkouts.id, gift.checkoutId)).limit(1);
  return formatCents(checkout?.cents ?? 0);
}

/** The gift's refunded invoice, if its payment went back (decision 157). */
async function refundOf(ctx: RenderContext, gift: Pick<Gift, 'checkoutId'>) {
  const [inv] = await ctx.tx
    .select({ refundedCents: invoices.refundedCents, amountPaidCents: invoices.amountPaidCents })
    .from(invoices)
    .where(and(eq(invoices.checkoutId, gift.checkoutId), eq(invoices.status, 'refunded')))
    .limit(1);
  return inv ?? null;
}

async function giftOf(ctx: RenderContext, giftId: string) {
  const [gift] = await ctx.tx.select().from(gifts).where(eq(gifts.id, giftId)).limit(1);
  if (!gift) throw new NothingToSend(`gift ${giftId} does not exist`);
  const plan = findPlan(gift.plan);
  return { gift, planName: plan?.name ?? gift.plan, term: giftTerm(plan?.termMonths ?? null) };
}

/**
 * A gift's payment went back to the buyer (decision 157): the buyer is told the money is on its
 * way and the code is cancelled. A card still waiting for its delivery day is withdrawn (its
 * code would not work); one already sent is said to have been.
 */
export const giftRefundedMail: EventRenderer<'gift-refunded'> = {
  render: async (ctx, event) => {
    const { gift, term } = await giftOf(ctx, event.giftId);
    const refund = await refundOf(ctx, gift);
    if (!refund) throw new NothingToSend(`gift ${gift.id} is not refunded`);
    const [paid] = await ctx.tx
      .select({ id: notificationEvents.id })
      .from(notificationEvents)
      .where(and(eq(notificationEvents.type, 'gift-paid'), sql`${notificationEvents.payload}->>'giftId' = ${gift.id}`))
      .limit(1);
    const withdrawn = paid ? await withdrawWaitingMail(ctx.tx, `event:${paid.id}:gift-delivery`) : false;
    const deliveredBefore = !withdrawn && gift.deliverToEmail && giftDeliveryTime(gift) <= ctx.now;
    const amount = formatCents(refund.refundedCents || refund.amountPaidCents);
    const who = gift.recipientFirstName;
    const codeLine = gift.redeemedAt
      ? `${who}'s family had already redeemed the gift, so the months it added stay with them; nothing more is needed from you.`
      : `The gift's code ${gift.code} is cancelled and no longer works: anyone who tries it is told the gift was refunded.`;
    const cardLine = withdrawn
      ? gift.deliverToEmail
        ? `We will not send the card to ${gift.deliverToEmail} on ${dayText(gift.deliveryDate)}.`
        : `We will not send you the card again on ${dayText(gift.deliveryDate)}.`
      : deliveredBefore && !gift.redeemedAt
        ? `We had already emailed the card to ${gift.deliverToEmail}; you may want to tell them.`
        : null;
    return [
      {
        ...accountMail(ctx, 'gift-refunded', { name: gift.buyerName, email: gift.buyerEmail }, {
          subject: `Your Fondly gift for ${who} was refunded`,
          preheader: `${amount} is on its way back to you. The gift's code is cancelled.`,
          heading: 'Your gift was refunded',
          blocks: [
            { kind: 'paragraph', text: `Hello ${firstName(gift.buyerName)}, we have refunded your payment of ${amount} for your gift to ${who} (${term} of Fondly). Your bank usually shows it within 5 to 10 business days.` },
            { kind: 'callout', text: codeLine },
            ...(cardLine ? [{ kind: 'paragraph' as const, text: cardLine }] : []),
            { kind: 'paragraph', text: `If you did not ask for this refund, please write to ${ctx.deps.config.mail.supportEmail}.` },
          ],
        }, 'You get this because you bought a Fondly gift.'),
        idempotencyKey: `event:${ctx.eventId}:gift-refunded`,
      },
    ];
  },
};

/**
 * A gift redeemed into an existing account (decision 157): the account holder is told what the
 * plan is now, and when the next payment falls, if there is one.
 */
export const giftAddedMail: EventRenderer<'gift-added'> = {
  render: async (ctx, event) => {
    const { gift, planName, term } = await giftOf(ctx, event.giftId);
    if (!gift.redeemedBySubscriberId) throw new NothingToSend(`gift ${gift.id} is not redeemed`);
    const owner = await accountOwner(ctx.tx, gift.redeemedBySubscriberId);
    if (!owner) throw new NothingToSend(`subscriber ${gift.redeemedBySubscriberId} is gone`);
    const sub = await currentSubscription(ctx.tx, owner.id);
    const giftUntil = typeof sub?.metadata?.[GIFT_UNTIL_KEY] === 'string' ? new Date(sub.metadata[GIFT_UNTIL_KEY]) : null;
    const plan = sub ? findPlan(sub.plan) : undefined;
    const what =
      sub && renewsAtProvider(sub) && giftUntil
        ? sub.cancelAtPeriodEnd
          ? `Your ${plan?.name ?? sub.plan} plan now runs until ${formatKeepsakeDate(giftUntil)}, when it ends as you chose. Nothing is charged until then.`
          : `Your ${plan?.name ?? sub.plan} plan carries on as before, and your next payment${plan ? ` of ${formatCents(plan.priceCents)}` : ''} moves to ${formatKeepsakeDate(giftUntil)}. Nothing is charged until then.`
        : sub?.currentPeriodEnd
          ? `Your plan is now ${planName}, paid until ${formatKeepsakeDate(sub.currentPeriodEnd)}. It does not renew, and nothing is charged.`
          : `Your plan is now ${planName}.`;
    return [
      accountMail(ctx, 'gift-added', { ...owner, subscriberId: owner.id }, {
        subject: `${gift.buyerName}'s gift is on your Fondly plan`,
        preheader: `${term} of Fondly, already paid.`,
        heading: 'A gift is on your plan',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(owner.name)}, the gift from ${gift.buyerName} (${term} of Fondly, code ${gift.code}) is now on your plan.` },
          ...(gift.message ? [{ kind: 'quote' as const, text: gift.message }] : []),
          { kind: 'callout', text: what },
          { kind: 'button', label: 'See your dashboard', url: `${ctx.deps.config.publicUrl}/dashboard` },
          { kind: 'paragraph', text: `If you did not redeem this gift, please write to ${ctx.deps.config.mail.supportEmail}.` },
        ],
      }),
    ];
  },
};
