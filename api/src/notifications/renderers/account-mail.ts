import { and, eq, sql } from 'drizzle-orm';
import { affiliateSignups, affiliates, checkouts, familyMembers, gifts, notificationEvents, numberAccessRequests, outboxMails, recipients, subscriptions, supportRequests, subscribers } from '../../db/schema/index.js';
import { getPlan } from '../../plans/index.js';
import { formatKeepsakeDate } from '../../keepsakes/index.js';
import { currentSubscription, GIFT_UNTIL_KEY } from '../../payments/index.js';
import { giftTerm } from '@fondly/contract/gift';
import { familyMembersEndWith, findPlan, includesPremiumFeatures, urgentAlertsEndWith } from '@fondly/contract/plan-catalogue';
import { accountMail, accountOwner, firstName, NothingToSend, type EventRenderer, type RenderContext } from './context.js';

async function ownerOf(ctx: RenderContext, subscriberId: string) {
  const owner = await accountOwner(ctx.tx, subscriberId);
  if (!owner) throw new NothingToSend(`subscriber ${subscriberId} is gone`);
  return owner;
}

async function subscriptionOwner(ctx: RenderContext, subscriptionId: string) {
  const [sub] = await ctx.tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!sub) throw new NothingToSend(`subscription ${subscriptionId} does not exist`);
  return { sub, owner: await ownerOf(ctx, sub.subscriberId) };
}

function planName(id: string): string {
  try {
    return getPlan(id).name;
  } catch {
    return id;
  }
}

/**
 * /success promises it: what happens next, after signing up. With `link`, the mail first asks
 * the family to confirm the email: no call is placed before (decision 105).
 */
export const welcomeMail: EventRenderer<'welcome'> = {
  render: async (ctx, event) => {
    const owner = await ownerOf(ctx, event.subscriberId);
    const [recipient] = await ctx.tx.select({ name: recipients.name }).from(recipients).where(eq(recipients.subscriberId, owner.id)).limit(1);
    const who = recipient ? recipient.name : 'your loved one';
    const Who = who === 'your loved one' ? 'Your loved one' : who;
    const confirm = event.link && !owner.emailConfirmedAt ? event.link : null;
    const gift = await giftLine(ctx, owner.id);
    return [
      accountMail(ctx, 'welcome', { ...owner, subscriberId: owner.id }, {
        subject: 'Welcome to Fondly!',
        preheader: confirm ? `Please confirm your email so we can call ${who}.` : `${who} will receive their first call within 24 hours.`,
        heading: 'Welcome to Fondly!',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(owner.name)},` },
          ...(confirm
            ? [
                { kind: 'paragraph' as const, text: `Thank you for joining Fondly. ${confirmEmailText(who)}` },
                { kind: 'button' as const, label: 'Confirm your email', url: confirm },
                { kind: 'paragraph' as const, text: `Once you have, ${who} will receive their first call within 24 hours. The link works once, for 7 days, and also signs you in.` },
              ]
            : [{ kind: 'paragraph' as const, text: `Thank you for joining Fondly. ${Who} will receive their first call within 24 hours.` }]),
          ...(gift ? [{ kind: 'callout' as const, text: gift }] : []),
          { kind: 'paragraph', text: 'Calls last 10-15 minutes and feel like chatting with a caring friend. After each call we email you a Moment or a story, as text and as a PDF keepsake.' },
          { kind: 'paragraph', text: 'You can adjust the schedule anytime from your dashboard, and add other family members so they get the Moments too.' },
          { kind: 'button', label: 'Open your dashboard', url: `${ctx.deps.config.publicUrl}/dashboard` },
          { kind: 'paragraph', text: `Questions? Just reply, or write to ${ctx.deps.config.mail.supportEmail}. We reply within 24 hours.` },
        ],
      }),
    ];
  },
};

/** An account made by redeeming a gift: whose gift it is, and until when it pays (walk finding 18). */
async function giftLine(ctx: RenderContext, subscriberId: string): Promise<string | null> {
  const [gift] = await ctx.tx.select().from(gifts).where(eq(gifts.redeemedBySubscriberId, subscriberId)).limit(1);
  if (!gift) return null;
  const term = giftTerm(findPlan(gift.plan)?.termMonths ?? null);
  const sub = await currentSubscription(ctx.tx, subscriberId);
  const until = sub?.currentPeriodEnd && findPlan(sub.plan)?.interval === 'once' ? `, until ${formatKeepsakeDate(sub.currentPeriodEnd)}` : '';
  return `Your plan is a gift from ${gift.buyerName}: ${term} of Fondly, already paid${until}. It does not renew, and no card is needed.`;
}

const confirmEmailText = (who: string) => `Please confirm your email address first: we only call ${who} once we know this email is yours.`;

/** The confirmation link again, asked for from the dashboard ("Send the link again"). */
export const confirmEmailMail: EventRenderer<'confirm-email'> = {
  render: async (ctx, event) => {
    const owner = await ownerOf(ctx, event.subscriberId);
    if (owner.emailConfirmedAt) throw new NothingToSend(`subscriber ${owner.id} has already confirmed the email`);
    const [recipient] = await ctx.tx.select({ name: recipients.name }).from(recipients).where(eq(recipients.subscriberId, owner.id)).limit(1);
    const who = recipient ? recipient.name : 'your loved one';
    return [
      accountMail(ctx, 'confirm-email', { ...owner, subscriberId: owner.id }, {
        subject: 'Please confirm your email for Fondly',
        preheader: `We call ${who} once you have confirmed.`,
        heading: 'Confirm your email',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(owner.name)},` },
          { kind: 'paragraph', text: confirmEmailText(who) },
          { kind: 'button', label: 'Confirm your email', url: event.link },
          { kind: 'paragraph', text: 'The link works once, for 7 days, and also signs you in. If you did not sign up for Fondly, you can ignore this email: nobody will be called.' },
        ],
      }),
    ];
  },
};

export const signInLinkMail: EventRenderer<'sign-in-link'> = {
  render: async (ctx, event) => {
    const owner = await ownerOf(ctx, event.subscriberId);
    return [
      accountMail(ctx, 'sign-in-link', { ...owner, subscriberId: owner.id }, {
        subject: 'Your Fondly sign-in link',
        preheader: 'This link works once, for 30 minutes.',
        heading: 'Sign in to Fondly',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(owner.name)},` },
          { kind: 'paragraph', text: 'Here is your sign-in link. It works once, for 30 minutes.' },
          { kind: 'button', label: 'Sign in to Fondly', url: event.link },
          { kind: 'paragraph', text: 'If you did not ask to sign in, you can ignore this email; nobody can sign in without it.' },
        ],
      }),
    ];
  },
};

/**
 * A plan paid for by someone with no account yet (walk finding 1, decision 182): the link back to
 * /onboarding. After a payment it goes once, an hour later, and only if the setup is still not
 * done and no such mail went already (a sign-in request sends it at once, when asked). Nothing
 * once an account has claimed the payment. Worded as the checkout and /onboarding speak.
 */
export const finishSetupMail: EventRenderer<'finish-setup'> = {
  render: async (ctx, event) => {
    const [checkout] = await ctx.tx.select().from(checkouts).where(eq(checkouts.id, event.checkoutId)).limit(1);
    if (!checkout || checkout.status !== 'completed') throw new NothingToSend(`checkout ${event.checkoutId} is not paid`);
    if (checkout.subscriberId) throw new NothingToSend(`checkout ${checkout.id} already has its account`);
    if (!checkout.email) throw new NothingToSend(`checkout ${checkout.id} has no email to write to`);
    if (event.why === 'paid' && (await finishSetupMailSent(ctx, checkout.id))) throw new NothingToSend(`checkout ${checkout.id}: the link to finish was mailed already`);
    const plan = getPlan(checkout.plan);
    const trialEnd = checkout.subscriptionSnapshot?.trialEnd ?? (checkout.completedAt && plan.trialDays > 0 ? new Date(checkout.completedAt.getTime() + plan.trialDays * 86_400_000).toISOString() : null);
    const link = `${ctx.deps.config.publicUrl}/onboarding?transaction_id=${encodeURIComponent(checkout.providerSessionId)}&email=${encodeURIComponent(checkout.email)}`;
    const hello = checkout.customerName ? `Hello ${firstName(checkout.customerName)},` : 'Hello,';
    const trialEnding = event.why === 'trial-ending';
    const paid = trialEnd
      ? `Your ${plan.trialDays}-day free trial of ${plan.name} has started, and your first payment is on ${formatKeepsakeDate(new Date(trialEnd))}.`
      : `Your payment for ${plan.name} went through.`;
    return [
      accountMail(ctx, 'finish-setup', { name: checkout.customerName ?? checkout.email, email: checkout.email }, {
        subject: trialEnding ? 'Your Fondly trial ends soon: complete your setup' : 'Complete your Fondly setup',
        preheader: "Let's finish setting up the calls: it takes two minutes.",
        heading: 'Complete Your Setup',
        blocks: [
          { kind: 'paragraph', text: hello },
          { kind: 'paragraph', text: `Thank you for choosing Fondly! ${paid}` },
          {
            kind: 'paragraph',
            text: trialEnding
              ? "We haven't placed a call yet, because the setup isn't finished. Let's finish setting up the calls: your information, your loved one's name and phone number, the topics they love and the time of day for the calls."
              : "Let's finish setting up the calls: your information, your loved one's name and phone number, the topics they love and the time of day for the calls.",
          },
          { kind: 'button', label: 'Complete Setup', url: link },
          { kind: 'paragraph', text: 'Then the calls begin at the time you chose: 10-15 minutes that feel like chatting with a caring friend, with a PDF summary by email after each one.' },
          { kind: 'paragraph', text: 'If you did not mean to buy this plan, reply and we will cancel it with nothing charged.' },
          { kind: 'paragraph', text: `Questions? Write to ${ctx.deps.config.mail.supportEmail}. We reply within 24 hours.` },
        ],
      }, 'You get this because you paid for a Fondly plan.'),
    ];
  },
};

/** Whether a finish-setup mail for this checkout was written already (asked for, or sent before). */
async function finishSetupMailSent(ctx: RenderContext, checkoutId: string): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .innerJoin(notificationEvents, eq(notificationEvents.id, outboxMails.eventId))
    .where(and(eq(outboxMails.template, 'finish-setup'), sql`${notificationEvents.payload}->>'checkoutId' = ${checkoutId}`))
    .limit(1);
  return Boolean(row);
}

export const paymentFailedMail: EventRenderer<'payment-failed'> = {
  render: async (ctx, event) => {
    const { sub, owner } = await subscriptionOwner(ctx, event.subscriptionId);
    return [
      accountMail(ctx, 'payment-failed', { ...owner, subscriberId: owner.id }, {
        subject: "Your Fondly payment didn't go through",
        preheader: 'Please update your card so the calls carry on.',
        heading: "Your payment didn't go through",
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(owner.name)},` },
          { kind: 'paragraph', text: `We could not take the payment for your ${planName(sub.plan)} plan. The calls carry on for a few days while you update your card.` },
          { kind: 'button', label: 'Update payment details', url: `${ctx.deps.config.publicUrl}/dashboard` },
          { kind: 'paragraph', text: `Need help? Write to ${ctx.deps.config.mail.supportEmail}.` },
        ],
      }),
    ];
  },
};

/** To someone added to the family list: who added them, for whom, and the link that confirms it before anything reaches them. */
export const familyMemberAddedMail: EventRenderer<'family-member-added'> = {
  render: async (ctx, event) => {
    const [member] = await ctx.tx.select().from(familyMembers).where(eq(familyMembers.id, event.memberId));
    if (!member || !member.awaitingConfirmation) throw new NothingToSend(`family member ${event.memberId} is gone or already confirmed`);
    const owner = await ownerOf(ctx, member.subscriberId);
    const loved = (await ctx.tx.select({ name: recipients.name }).from(recipients).where(eq(recipients.subscriberId, member.subscriberId))).map((r) => r.name);
    const about = loved.length ? loved.join(' and ') : 'their loved one';
    const lists = [member.receivesMoments && 'Moments after each call', member.receivesStories && 'stories', member.receivesAlerts && 'urgent alerts'].filter(Boolean).join(', ');
    return [
      accountMail(ctx, 'family-member-added', { name: member.name, email: member.email, subscriberId: null }, {
        subject: `${owner.name} added you to Fondly updates about ${about}`,
        preheader: 'Please confirm this is you: nothing is sent to you until you do.',
        heading: 'Please confirm this is you',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(member.name)},` },
          { kind: 'paragraph', text: `${owner.name} added you to the family list for Fondly's calls with ${about}${lists ? `, to receive ${lists}` : ''}${member.mobile && member.receivesAlerts ? ', with urgent alerts also by text and a phone call' : ''}. Nothing is sent to you until you confirm.` },
          { kind: 'button', label: 'Confirm it is me', url: `${ctx.deps.config.publicUrl}/api/family-list/${member.unsubscribeToken}` },
          { kind: 'paragraph', text: `Not you, or not wanted? Ignore this email: nothing will reach you. Questions: ${ctx.deps.config.mail.supportEmail}.` },
        ],
      }, `You get this because ${owner.name} typed this address into Fondly.`),
    ];
  },
};

/** Said after the family changed its plan, set it to cancel, or kept it after all (issue 30, item 8). */
export const planChangedMail: EventRenderer<'plan-changed'> = {
  render: async (ctx, event) => {
    const { sub, owner } = await subscriptionOwner(ctx, event.subscriptionId);
    const plan = (() => {
      try {
        return getPlan(sub.plan);
      } catch {
        return null;
      }
    })();
    const name = plan?.name ?? sub.plan;
    const periodEnd = sub.currentPeriodEnd ?? sub.trialEnd;
    const until = periodEnd ? formatKeepsakeDate(periodEnd) : null;
    const manage = { kind: 'button' as const, label: 'Manage your plan', url: `${ctx.deps.config.publicUrl}/checkout/manage` };
    const hello = { kind: 'paragraph' as const, text: `Hello ${firstName(owner.name)},` };
    const notYou = { kind: 'paragraph' as const, text: `If you did not make this change, please write to ${ctx.deps.config.mail.supportEmail}.` };
    const content =
      event.change === 'plan'
        ? {
            subject: `Your Fondly plan is now ${name}`,
            preheader: `From ${planName(event.from ?? '')} to ${name}: ${plan?.allowanceText ?? ''}.`,
            heading: `Your plan is now ${name}`,
            blocks: [
              hello,
              { kind: 'paragraph' as const, text: `Your plan changed from ${planName(event.from ?? '')} to ${name}${plan ? ` (${plan.allowanceText})` : ''}. Its calls start now, and the calls already planned follow it.${until && plan ? ` Your next payment is ${formatPrice(plan.priceCents)} on ${until}.` : ''}` },
              // Moved down from Premium: texts and calls for urgent alerts stop now, said where the change is told (decision 177).
              // ... and mails to anyone else on the family list stop too (decision 172).
              ...(includesPremiumFeatures(event.from) && !includesPremiumFeatures(sub.plan)
                ? [{ kind: 'paragraph' as const, text: urgentAlertsEndWith(name) }, { kind: 'paragraph' as const, text: familyMembersEndWith(name) }]
                : []),
              manage,
              notYou,
            ],
          }
        : event.change === 'cancel'
          ? {
              subject: 'Your Fondly plan is set to end',
              preheader: until ? `Calls carry on until ${until}.` : 'Calls carry on to the end of the period you paid for.',
              heading: 'Your plan is set to end',
              blocks: [
                hello,
                { kind: 'paragraph' as const, text: `Your ${name} plan is cancelled and ends ${until ? `on ${until}` : 'at the end of the period you paid for'}. Calls carry on until then, and nothing more is charged. You can keep the plan any time before.` },
                manage,
                notYou,
              ],
            }
          : {
              subject: `Your Fondly ${name} plan carries on`,
              preheader: 'You kept your plan: calls carry on as planned.',
              heading: 'Your plan carries on',
              blocks: [
                hello,
                { kind: 'paragraph' as const, text: `You kept your ${name} plan: it is no longer set to end, and calls carry on as planned.${until && plan ? ` Your next payment is ${formatPrice(plan.priceCents)} on ${until}.` : ''}` },
                manage,
                notYou,
              ],
            };
    const movedDown = event.change === 'plan' && includesPremiumFeatures(event.from) && !includesPremiumFeatures(sub.plan);
    const toOwner = accountMail(ctx, 'plan-changed', { ...owner, subscriberId: owner.id }, content);
    if (!movedDown) return [toOwner];
    // Those kept on the family list are told once, with why, rather than their Moments and alerts stopping without a word.
    return [toOwner, ...(await keptMembersTold(ctx, owner, name))];
  },
};

/** The family list's other members who were getting mail, told that it stops with this plan and why (decision 172). */
async function keptMembersTold(ctx: RenderContext, owner: { id: string; name: string }, planName: string) {
  const members = await ctx.tx
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.subscriberId, owner.id), eq(familyMembers.isOwner, false), eq(familyMembers.awaitingConfirmation, false)));
  const loved = (await ctx.tx.select({ name: recipients.name }).from(recipients).where(eq(recipients.subscriberId, owner.id))).map((r) => r.name);
  const about = loved.length ? loved.join(' and ') : 'your loved one';
  return members
    .filter((m) => m.receivesMoments || m.receivesStories || m.receivesAlerts)
    .map((m) =>
      accountMail(ctx, 'family-member-kept', { name: m.name, email: m.email, subscriberId: null }, {
        subject: `You will no longer receive Fondly updates about ${about}`,
        preheader: `${owner.name}'s plan changed to ${planName}, which sends updates to ${firstName(owner.name)} only.`,
        heading: 'Your Fondly updates stop here',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(m.name)},` },
          {
            kind: 'paragraph',
            text: `${owner.name} changed the Fondly plan for ${about} to ${planName}. ${planName} does not include more family members, so from now on you will no longer receive Moments, stories or alerts: they go to ${firstName(owner.name)} only.`,
          },
          { kind: 'paragraph', text: `You stay on the family list, and your updates come back if the plan moves to Premium. Questions: ${ctx.deps.config.mail.supportEmail}.` },
        ],
      }, `You get this because ${owner.name} added you to Fondly's family list.`),
    );
}

const formatPrice = (cents: number) => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;

export const trialEndingMail: EventRenderer<'trial-ending'> = {
  render: async (ctx, event) => {
    const { sub, owner } = await subscriptionOwner(ctx, event.subscriptionId);
    const ends = sub.trialEnd ? formatKeepsakeDate(sub.trialEnd) : 'in a few days';
    // The months a gift added are a trial at the provider (decision 157), but the family knows them as the gift's.
    const giftUntil = sub.metadata?.[GIFT_UNTIL_KEY];
    if (giftUntil && sub.trialEnd && Math.abs(new Date(giftUntil).getTime() - sub.trialEnd.getTime()) < 60_000) {
      const plan = (() => {
        try {
          return getPlan(sub.plan);
        } catch {
          return null;
        }
      })();
      return [
        accountMail(ctx, 'trial-ending', { ...owner, subscriberId: owner.id }, {
          subject: 'The months of your Fondly gift end soon',
          preheader: `Your plan renews on ${ends}.`,
          heading: 'Your gift’s months end soon',
          blocks: [
            { kind: 'paragraph', text: `Hello ${firstName(owner.name)},` },
            { kind: 'paragraph', text: `The months of Fondly given to you as a gift end on ${ends}. Then your ${planName(sub.plan)} plan renews${plan ? ` at ${formatPrice(plan.priceCents)} a ${plan.interval}` : ''}; you can change or cancel it any time before, with no fees.` },
            { kind: 'button', label: 'Manage your plan', url: `${ctx.deps.config.publicUrl}/checkout/manage` },
          ],
        }),
      ];
    }
    return [
      accountMail(ctx, 'trial-ending', { ...owner, subscriberId: owner.id }, {
        subject: 'Your Fondly free trial ends soon',
        preheader: `Your 7-day free trial ends ${sub.trialEnd ? `on ${ends}` : ends}.`,
        heading: 'Your free trial ends soon',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(owner.name)},` },
          { kind: 'paragraph', text: `Your 7-day free trial of the ${planName(sub.plan)} plan ends ${sub.trialEnd ? `on ${ends}` : ends}. After that the plan renews monthly; you can cancel any time with no fees.` },
          { kind: 'button', label: 'Manage your plan', url: `${ctx.deps.config.publicUrl}/checkout/manage` },
        ],
      }),
    ];
  },
};

export const accountDeletedMail: EventRenderer<'account-deleted'> = {
  render: async (ctx, event) => [
    accountMail(ctx, 'account-deleted', { name: event.name, email: event.email }, {
      subject: 'Your Fondly account has been deleted',
      preheader: 'Your personal data, calls and stories have been removed.',
      heading: 'Your account has been deleted',
      blocks: [
        { kind: 'paragraph', text: `Hello ${firstName(event.name)},` },
        { kind: 'paragraph', text: 'As you asked, we deleted your Fondly account: your personal data, your loved one’s details, the call transcripts and the stories. No more calls will be placed.' },
        { kind: 'paragraph', text: `If this was a mistake or you did not ask for it, write to ${ctx.deps.config.mail.supportEmail} straight away.` },
      ],
    }, 'You get this because your Fondly account was deleted.'),
  ],
};

/**
 * The link that confirms an affiliate's email. The signup form answers the same either way;
 * this mail is where the difference is said: join, or (an account exists) get a new key.
 */
export const affiliateConfirmMail: EventRenderer<'affiliate-confirm'> = {
  render: async (ctx, event) => {
    const [signup] = await ctx.tx.select().from(affiliateSignups).where(eq(affiliateSignups.id, event.signupId));
    if (!signup) throw new NothingToSend(`affiliate signup ${event.signupId} does not exist`);
    const ignore = 'If you did not fill in the form on the Fondly affiliate page, you can ignore this email: nothing happens without this link.';
    if (signup.affiliateId) {
      return [
        accountMail(ctx, 'affiliate-confirm', { name: signup.name, email: signup.email }, {
          subject: 'You already have a Fondly affiliate account',
          preheader: 'Open your dashboard with your key, or get a new one here.',
          heading: 'You already have an affiliate account',
          blocks: [
            { kind: 'paragraph', text: `Hello ${firstName(signup.name)},` },
            { kind: 'paragraph', text: 'Someone, probably you, asked on the Fondly affiliate page for this email’s dashboard key, or to join again with it. This email already has an affiliate account; your dashboard key is in the welcome email we sent when you joined.' },
            { kind: 'paragraph', text: 'If you have lost it, this link gives you a new key. It works once, for 24 hours, and the old key stops working.' },
            { kind: 'button', label: 'Get a new dashboard key', url: event.link },
            { kind: 'paragraph', text: ignore },
          ],
        }, 'You get this because someone entered this email on the Fondly affiliate page.'),
      ];
    }
    return [
      accountMail(ctx, 'affiliate-confirm', { name: signup.name, email: signup.email }, {
        subject: 'Confirm your email to join the Fondly affiliate program',
        preheader: 'One click, and your referral code and dashboard key are ready.',
        heading: 'Please confirm your email',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(signup.name)},` },
          { kind: 'paragraph', text: 'Thank you for joining the Fondly affiliate program. Please confirm that this is your email: the link shows your referral code and your private dashboard key. It works once, for 24 hours.' },
          { kind: 'button', label: 'Confirm my email', url: event.link },
          { kind: 'paragraph', text: ignore },
        ],
      }, 'You get this because someone entered this email on the Fondly affiliate page.'),
    ];
  },
};

export const affiliateWelcomeMail: EventRenderer<'affiliate-welcome'> = {
  render: async (ctx, event) => {
    const [affiliate] = await ctx.tx.select().from(affiliates).where(eq(affiliates.id, event.affiliateId));
    if (!affiliate) throw new NothingToSend(`affiliate ${event.affiliateId} does not exist`);
    const base = ctx.deps.config.publicUrl;
    if (event.renewed) {
      return [
        accountMail(ctx, 'affiliate-welcome', { name: affiliate.name, email: affiliate.email }, {
          subject: 'Your new Fondly dashboard key',
          preheader: 'The old key no longer opens your dashboard.',
          heading: 'Your new dashboard key',
          blocks: [
            { kind: 'paragraph', text: `Hello ${firstName(affiliate.name)},` },
            { kind: 'paragraph', text: 'As you asked, here is a new private key to your affiliate dashboard. The old one no longer works. Keep this one to yourself.' },
            { kind: 'code', text: event.dashboardKey },
            { kind: 'paragraph', text: `Your referral code stays the same: ${affiliate.referralCode}` },
            { kind: 'button', label: 'Open your affiliate dashboard', url: `${base}/affiliate-dashboard` },
          ],
        }, 'You get this because a new dashboard key was made for your Fondly affiliate account.'),
      ];
    }
    return [
      accountMail(ctx, 'affiliate-welcome', { name: affiliate.name, email: affiliate.email }, {
        subject: 'Welcome to the Fondly affiliate program',
        preheader: 'Your referral code and your private dashboard key.',
        heading: 'Welcome to the program!',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(affiliate.name)},` },
          { kind: 'paragraph', text: 'Thank you for joining. You earn 30% of every payment from the families you refer, for as long as they stay.' },
          { kind: 'paragraph', text: `Your referral code (share it freely): ${affiliate.referralCode}` },
          { kind: 'button', label: 'Your referral link', url: `${base}/?ref=${encodeURIComponent(affiliate.referralCode)}` },
          { kind: 'paragraph', text: 'Your private dashboard key. Keep it to yourself: it opens your earnings and payouts.' },
          { kind: 'code', text: event.dashboardKey },
          { kind: 'button', label: 'Open your affiliate dashboard', url: `${base}/affiliate-dashboard` },
        ],
      }, 'You get this because you joined the Fondly affiliate program.'),
    ];
  },
};

/** A family's question reaches the operators' inbox; the family gets a receipt. */
export const supportRequestMail: EventRenderer<'support-request'> = {
  render: async (ctx, event) => {
    const [row] = await ctx.tx
      .select({ request: supportRequests, name: subscribers.name, email: subscribers.email })
      .from(supportRequests)
      .innerJoin(subscribers, eq(subscribers.id, supportRequests.subscriberId))
      .where(eq(supportRequests.id, event.supportRequestId));
    if (!row) throw new NothingToSend(`support request ${event.supportRequestId} does not exist`);
    const { request } = row;
    return [
      accountMail(ctx, 'support-request', { name: 'Fondly support', email: ctx.deps.config.mail.supportEmail }, {
        subject: `${request.priority ? '[Priority] ' : ''}Support: ${request.subject}`,
        preheader: request.message.slice(0, 140),
        heading: request.subject,
        blocks: [
          { kind: 'paragraph', text: `From ${row.name} <${row.email}>${request.priority ? ' (priority support plan)' : ''}:` },
          ...request.message.split(/\n{2,}/).map((p) => ({ kind: 'paragraph' as const, text: p })),
        ],
      }, 'A family asked for help through the dashboard.'),
      accountMail(ctx, 'support-receipt', { name: row.name, email: row.email, subscriberId: request.subscriberId }, {
        subject: `We got your message: ${request.subject}`,
        preheader: 'We reply within 24 hours.',
        heading: 'We got your message',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(row.name)},` },
          { kind: 'paragraph', text: 'Thank you for writing. A member of the Fondly team will reply within 24 hours.' },
          { kind: 'quote', text: request.message.length > 600 ? `${request.message.slice(0, 600)}…` : request.message },
        ],
      }),
    ];
  },
};

const LIMIT_SCOPES = { number: 'to one phone number', account: 'for one account', address: 'from one address', overall: 'across the whole service' } as const;

/** An anti-automation limit was reached (security/texts-and-codes.ts): the operators decide whether it is abuse. */
export const limitTrippedMail: EventRenderer<'limit-tripped'> = {
  render: async (ctx, event) => {
    const what = event.action === 'texts' ? 'texts with a code' : 'code checks';
    const [account] = await ctx.tx.select({ name: subscribers.name, email: subscribers.email }).from(subscribers).where(eq(subscribers.id, event.accountId));
    return [
      accountMail(ctx, 'limit-tripped', { name: 'Fondly support', email: ctx.deps.config.mail.supportEmail }, {
        subject: `Limit reached: ${what} ${LIMIT_SCOPES[event.scope]}`,
        preheader: `${event.limit} in ${event.windowMinutes} minutes; the rest of the window is refused.`,
        heading: `Limit reached: ${what} ${LIMIT_SCOPES[event.scope]}`,
        blocks: [
          { kind: 'paragraph', text: `At ${event.at} the limit of ${event.limit} ${what} ${LIMIT_SCOPES[event.scope]} in ${event.windowMinutes} minutes was reached; further requests are refused until the window ends.` },
          { kind: 'paragraph', text: `Account: ${account ? `${account.name} <${account.email}>` : event.accountId}. Client address: ${event.address}.${event.number ? ` Number: ${event.number}.` : ''}` },
          { kind: 'paragraph', text: 'Many of these at once, or the overall limit, may be SMS pumping or harassment: check the account and the numbers in the admin tools.' },
        ],
      }, 'Operators get this when an anti-automation limit is reached.'),
    ];
  },
};

/** Someone asks for access to a loved one whose number another family holds: the operators check with both. */
export const numberAccessRequestMail: EventRenderer<'number-access-request'> = {
  render: async (ctx, event) => {
    const [request] = await ctx.tx.select().from(numberAccessRequests).where(eq(numberAccessRequests.id, event.requestId));
    if (!request) throw new NothingToSend(`number access request ${event.requestId} does not exist`);
    const [holder] = await ctx.tx
      .select({ family: subscribers.name, email: subscribers.email, recipient: recipients.name })
      .from(recipients)
      .innerJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
      .where(and(eq(recipients.phone, request.phone), eq(recipients.holdsNumber, true)));
    return [
      accountMail(ctx, 'number-access-request', { name: 'Fondly support', email: ctx.deps.config.mail.supportEmail }, {
        subject: `Access asked for ${request.phone}`,
        preheader: `${request.name} <${request.email}> asks to arrange calls for the person at ${request.phone}.`,
        heading: `Access asked for ${request.phone}`,
        blocks: [
          { kind: 'paragraph', text: `From ${request.name} <${request.email}>${request.subscriberId ? ' (signed in to their account)' : ' (no account yet: the address is not confirmed)'}:` },
          ...(request.message ? request.message.split(/\n{2,}/).map((p) => ({ kind: 'paragraph' as const, text: p })) : []),
          { kind: 'paragraph', text: holder ? `The number is held by ${holder.family} <${holder.email}> for ${holder.recipient}. Ask them before sharing anything.` : 'No family holds the number now.' },
        ],
      }, 'Operators get this when someone asks for access to a number another family holds.'),
    ];
  },
};
