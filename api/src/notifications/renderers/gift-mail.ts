import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { gifts } from '../../db/schema/index.js';
import { findPlan } from '@fondly/contract/plan-catalogue';
import { giftCardPath, giftRedeemPath, giftTerm } from '@fondly/contract/gift';
import type { MailBlock, NewMail } from '../../mail/index.js';
import { accountMail, firstName, NothingToSend, type EventRenderer, type RenderContext } from './context.js';

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

/** The card itself, as the printable page shows it: the gift, the message, the code and the link. */
function cardBlocks(ctx: RenderContext, gift: Gift, planName: string, term: string): MailBlock[] {
  const base = ctx.deps.config.publicUrl;
  return [
    { kind: 'paragraph', text: `${gift.recipientFirstName}, ${firstName(gift.buyerName)} is giving you ${term} of Fondly: warm, regular phone calls with a friendly companion, and a Moment for the family after every call.` },
    ...(gift.message ? [{ kind: 'quote' as const, text: gift.message }] : []),
    { kind: 'notes', title: 'Your gift', items: [
      { label: 'Gift', value: `${planName} (${term}, already paid)` },
      { label: 'From', value: gift.buyerName },
      { label: 'Redemption code', value: gift.code },
    ] },
    { kind: 'button', label: 'Redeem the gift', url: `${base}${giftRedeemPath(gift.code)}` },
    { kind: 'paragraph', text: `Or go to ${base}/redeem and enter the code ${gift.code}. Setting up takes a few minutes and needs no card. The code works once.` },
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
    const plan = findPlan(gift.plan);
    const planName = plan?.name ?? gift.plan;
    const term = giftTerm(plan?.termMonths ?? null);
    const buyer = { name: gift.buyerName, email: gift.buyerEmail };
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
            { kind: 'paragraph', text: `Hello ${firstName(gift.buyerName)}, thank you! Your payment went through. Here is the card; print it or forward this email.` },
            { kind: 'callout', text: gift.deliverToEmail ? `We will also email the card to ${gift.deliverToEmail} ${whenText}.` : `We will remind you ${whenText} to pass the card on.` },
            ...cardBlocks(ctx, gift, planName, term),
          ],
        }, reason),
        idempotencyKey: `event:${ctx.eventId}:gift-buyer`,
      },
    ];
    // With no family address, the buyer has the card already: a reminder only for a day still to come.
    if (gift.deliverToEmail || later) {
      const to = gift.deliverToEmail ? { name: gift.recipientFirstName, email: gift.deliverToEmail } : buyer;
      mails.push({
        ...accountMail(ctx, 'gift-card-delivery', to, {
          subject: gift.deliverToEmail ? `A gift for ${gift.recipientFirstName} from ${gift.buyerName}` : `Today is the day: ${gift.recipientFirstName}'s Fondly gift card`,
          preheader: `${term} of Fondly, already paid. Redemption code ${gift.code}.`,
          heading: `A gift for ${gift.recipientFirstName}`,
          blocks: [
            ...(gift.deliverToEmail ? [] : [{ kind: 'paragraph' as const, text: `Hello ${firstName(gift.buyerName)}, today is the day you chose for your gift. Here is the card again to pass on.` }]),
            ...cardBlocks(ctx, gift, planName, term),
          ],
        }, gift.deliverToEmail ? `You get this because ${gift.buyerName} gave Fondly to ${gift.recipientFirstName} and asked us to send you the card.` : reason),
        idempotencyKey: `event:${ctx.eventId}:gift-delivery`,
        notBefore: deliverAt,
      });
    }
    return mails;
  },
};
