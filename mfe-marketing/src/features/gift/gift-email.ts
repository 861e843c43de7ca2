import type { GiftRequest, Plan } from '@fondly/contract';
import { formatCents } from '@fondly/contract';
import { SITE } from '../../config/site';

/** "3 months" / "1 year", from the plan's term in the catalogue. */
export function giftTermLabel(plan: Plan): string {
  const months = plan.termMonths ?? 0;
  if (months % 12 === 0 && months > 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** "3 months: $99", as the gift form lists the plans and the email names the choice. */
export function giftPlanLabel(plan: Plan): string {
  return `${giftTermLabel(plan)}: ${formatCents(plan.priceCents)}`;
}

/** The email draft the gift form opens (spec: "submit opens an email draft to support with the details"). */
export function giftEmail(gift: GiftRequest, plan: Plan): { to: string; subject: string; body: string; mailto: string } {
  const subject = `Gift request: ${giftTermLabel(plan)} of Fondly for ${gift.recipientName}`;
  const body = [
    'Hello Fondly team,',
    '',
    'I would like to give Fondly as a gift.',
    '',
    `From: ${gift.gifterName} (${gift.gifterEmail})`,
    `For: ${gift.recipientName}`,
    `Their phone: ${gift.recipientPhone}`,
    `Gift plan: ${giftPlanLabel(plan)}`,
    `Personal message: ${gift.personalMessage || '(none)'}`,
    '',
    'I have a question before I buy:',
    '',
    '',
    'Thank you!',
  ].join('\n');
  const to = SITE.supportEmail;
  return { to, subject, body, mailto: `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}` };
}
