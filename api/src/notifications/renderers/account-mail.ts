import { eq } from 'drizzle-orm';
import { affiliateSignups, affiliates, recipients, subscriptions, supportRequests, subscribers } from '../../db/schema/index.js';
import { getPlan } from '../../plans/index.js';
import { formatKeepsakeDate } from '../../keepsakes/index.js';
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
          { kind: 'paragraph', text: 'Calls last 10-15 minutes and feel like chatting with a caring friend. After each call we email you a Moment or a story, as text and as a PDF keepsake.' },
          { kind: 'paragraph', text: 'You can adjust the schedule anytime from your dashboard, and add other family members so they get the Moments too.' },
          { kind: 'button', label: 'Open your dashboard', url: `${ctx.deps.config.publicUrl}/dashboard` },
          { kind: 'paragraph', text: `Questions? Just reply, or write to ${ctx.deps.config.mail.supportEmail}. We reply within 24 hours.` },
        ],
      }),
    ];
  },
};

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

export const trialEndingMail: EventRenderer<'trial-ending'> = {
  render: async (ctx, event) => {
    const { sub, owner } = await subscriptionOwner(ctx, event.subscriptionId);
    const ends = sub.trialEnd ? formatKeepsakeDate(sub.trialEnd) : 'in a few days';
    return [
      accountMail(ctx, 'trial-ending', { ...owner, subscriberId: owner.id }, {
        subject: 'Your Fondly free trial ends soon',
        preheader: `Your 7-day free trial ends ${sub.trialEnd ? `on ${ends}` : ends}.`,
        heading: 'Your free trial ends soon',
        blocks: [
          { kind: 'paragraph', text: `Hello ${firstName(owner.name)},` },
          { kind: 'paragraph', text: `Your 7-day free trial of the ${planName(sub.plan)} plan ends ${sub.trialEnd ? `on ${ends}` : ends}. After that the plan renews monthly; you can cancel any time with no fees.` },
          { kind: 'button', label: 'Manage your plan', url: `${ctx.deps.config.publicUrl}/dashboard` },
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
            { kind: 'paragraph', text: 'Someone, probably you, asked to join the Fondly affiliate program with this email, and it already has an account. Your dashboard key is in the welcome email we sent when you joined.' },
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
