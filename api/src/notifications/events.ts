import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { alertResolutions, notificationEvents } from '../db/schema/index.js';

/**
 * Every kind of thing Fondly tells people about. Producers (call engine, payments,
 * signup, affiliates) only enqueue one of these inside their own transaction; the
 * notification worker decides who gets which mail, renders it and sends it once.
 */
export type NotificationEvent =
  /** `link`: the "Confirm your email" link (a 7-day sign-in link); calls are placed only once it is opened. */
  | { type: 'welcome'; subscriberId: string; link?: string }
  | { type: 'sign-in-link'; subscriberId: string; link: string }
  /**
   * A plan paid for by someone with no account yet: the link to /onboarding that finishes its setup.
   * `why`: `paid`, once, an hour after the payment (`sendAfter`) and only if the setup is still not
   * done and no such mail went already; `asked`, at once, for a sign-in or "email me the link"
   * request; `trial-ending`, the provider says the first payment is near (decision 182).
   */
  | { type: 'finish-setup'; checkoutId: string; why?: 'paid' | 'asked' | 'trial-ending'; sendAfter?: string }
  /** The confirmation link again, asked for from the dashboard. */
  | { type: 'confirm-email'; subscriberId: string; link: string }
  | { type: 'call-summary'; callId: string }
  | { type: 'missed-call'; callId: string }
  /** A conversation cut off because the process running it died (calls/lifecycle/leases.ts); `callBackAt`: her call-back, if one fits her window that day. */
  | { type: 'call-interrupted'; callId: string; callBackAt: string | null }
  /** The recipient rang Fondly back when the companion could not take the call (calls/call-backs.ts). */
  | { type: 'recipient-called'; callId: string }
  | { type: 'distress-alert'; callId: string; utterance: string; category: string }
  | { type: 'opt-out'; callId: string; utterance: string }
  | { type: 'payment-failed'; subscriptionId: string }
  | { type: 'trial-ending'; subscriptionId: string }
  /** Someone added to the family list from Email Settings: who added them, and the link that confirms it (issue 30, item 8). */
  | { type: 'family-member-added'; memberId: string }
  /** A change the family made to its plan (issue 30, item 8): `change` says which; `from`: the plan before, for a plan change. */
  | { type: 'plan-changed'; subscriptionId: string; change: 'plan' | 'cancel' | 'resume'; from?: string }
  | { type: 'account-deleted'; email: string; name: string }
  /** The link that confirms an affiliate's email (or, for an email with an account, offers a new key). */
  | { type: 'affiliate-confirm'; signupId: string; link: string }
  /** `renewed`: an existing affiliate asked for a new key through the signup form. */
  | { type: 'affiliate-welcome'; affiliateId: string; dashboardKey: string; renewed?: boolean }
  | { type: 'support-request'; supportRequestId: string }
  /** Someone asked for access to a loved one whose number another family holds (families/numbers.ts): to the operators. */
  | { type: 'number-access-request'; requestId: string }
  /** An anti-automation limit on texts or codes refused its first request of a window (security/texts-and-codes.ts): the operators are told. */
  | {
      type: 'limit-tripped';
      action: 'texts' | 'code-checks';
      scope: 'number' | 'account' | 'address' | 'overall';
      limit: number;
      windowMinutes: number;
      accountId: string;
      address: string;
      number: string | null;
      at: string;
    }
  /** A gift bought on /gift was paid (decision 151): its card to the buyer now, and on the delivery date to whoever the buyer named. */
  | { type: 'gift-paid'; giftId: string }
  /** A gift's payment went back to the buyer (decision 157): its code is cancelled, the buyer is told, and a card still to be delivered is not. */
  | { type: 'gift-refunded'; giftId: string }
  /** A gift redeemed into an existing account (decision 157): the family is told what its plan and next payment are now. */
  | { type: 'gift-added'; giftId: string }
  /** Early in the new year: the book of last year's stories of one loved one (api/src/keepsakes/yearly-books.ts). */
  | { type: 'story-book'; bookId: string };

export type NotificationType = NotificationEvent['type'];

/** Alerts first; everything else in order. */
const PRIORITY: Partial<Record<NotificationType, number>> = {
  'distress-alert': 0,
  'opt-out': 1,
  'sign-in-link': 2,
  'finish-setup': 2,
  'confirm-email': 2,
  'family-member-added': 2,
  'affiliate-confirm': 2,
  'missed-call': 3,
  'call-interrupted': 3,
  'recipient-called': 3,
  // The buyer has just paid and waits for the card.
  'gift-paid': 4,
};

/** The channel the notification worker LISTENs on, so an alert does not wait for a poll. */
export const NOTIFICATION_CHANNEL = 'fondly_notifications';

export async function enqueueNotification(tx: DbOrTx, event: NotificationEvent): Promise<number> {
  const { type, ...payload } = event;
  const [row] = await tx
    .insert(notificationEvents)
    .values({ type, priority: PRIORITY[type] ?? 5, payload })
    .returning({ id: notificationEvents.id });
  // Delivered when the surrounding transaction commits, never before.
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${String(row!.id)})`);
  return row!.id;
}

/** A family member marked a call's alert resolved; null when it already was. */
export async function recordAlertResolution(db: DbOrTx, resolution: typeof alertResolutions.$inferInsert) {
  const [saved] = await db.insert(alertResolutions).values(resolution).onConflictDoNothing().returning();
  return saved ?? null;
}
