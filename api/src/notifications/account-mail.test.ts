import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { affiliateSignups, affiliates, numberAccessRequests, recipients, subscriptions, supportRequests } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { sendDueMails } from '../mail/mail-sender-worker.js';
import { operatorHeaders } from '../testing/test-app.js';
import { enqueueNotification, type NotificationEvent } from './events.js';
import { expandPendingEvents } from './notification-worker.js';
import { answeredCall, createFamily } from './testing/families.js';
import { useAppWithMailbox } from './testing/smtp-sink.js';
import { urgentAlertsEndWith } from '@fondly/contract/plan-catalogue';

const ctx = useAppWithMailbox({ env: { PUBLIC_URL: 'https://fondly.test', SUPPORT_EMAIL: 'help@fondly.test' } });

async function deliver(event: NotificationEvent) {
  await enqueueNotification(ctx.db, event);
  await expandPendingEvents(ctx.deps);
  while ((await sendDueMails(ctx.deps, { workerId: 't' })) > 0);
  return ctx.sink.messages;
}


beforeEach(() => {
  ctx.sink.messages.length = 0;
});

describe('account mail goes to the one person it is for', () => {
  it('welcomes a new family with what happens next (the email /success promises)', async () => {
    const family = await createFamily(ctx.db, { others: [{ name: 'Ben Rivera' }] });
    const [mail, ...rest] = await deliver({ type: 'welcome', subscriberId: family.subscriber.id });
    expect(rest).toHaveLength(0);
    expect(mail!.subject).toBe('Welcome to Fondly!');
    expect(ctx.sink.to(family.subscriber.email)).toHaveLength(1);
    expect(mail!.text).toContain('Rosa Rivera will receive their first call within 24 hours.');
    expect(mail!.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
  });

  it('sends a sign-in link, and hides it from operators once it went to a real mail server', async () => {
    const family = await createFamily(ctx.db);
    const link = 'https://fondly.test/sign-in?token=secret-token-123';
    const [mail] = await deliver({ type: 'sign-in-link', subscriberId: family.subscriber.id, link });
    expect(mail!.subject).toBe('Your Fondly sign-in link');
    expect(mail!.text).toContain(`Sign in to Fondly: ${link}`);
    const list = (await (await ctx.app.request('/api/outbox?limit=5', { headers: operatorHeaders })).json()) as { mails: Array<{ id: number; template: string }> };
    const row = list.mails.find((m) => m.template === 'sign-in-link')!;
    const detail = (await (await ctx.app.request(`/api/outbox/${row.id}`, { headers: operatorHeaders })).json()) as { text: string; redacted: boolean };
    expect(detail.redacted).toBe(true);
    expect(detail.text).not.toContain('secret-token-123');
    expect(await (await ctx.app.request(`/api/outbox/${row.id}/html`, { headers: operatorHeaders })).text()).not.toContain('secret-token-123');
  });

  it('tells the subscriber when a payment failed, and before the trial ends', async () => {
    const family = await createFamily(ctx.db, { others: [{ name: 'Ben Rivera' }] });
    const [sub] = await ctx.db
      .insert(subscriptions)
      .values({ subscriberId: family.subscriber.id, plan: 'connected', status: 'trialing', trialEnd: new Date('2026-12-01T12:00:00Z') })
      .returning();
    const [failed] = await deliver({ type: 'payment-failed', subscriptionId: sub!.id });
    expect(failed!.subject).toBe("Your Fondly payment didn't go through");
    // A subscription stored under the old id 'connected' is Starter (the one price list).
    expect(failed!.text).toContain('your Starter plan');
    ctx.sink.messages.length = 0;
    const [trial, ...rest] = await deliver({ type: 'trial-ending', subscriptionId: sub!.id });
    expect(rest).toHaveLength(0);
    expect(ctx.sink.to(family.subscriber.email)).toHaveLength(1);
    expect(trial!.text).toContain('Your 7-day free trial of the Starter plan ends on December 1, 2026.');
  });

  it('tells the family of every change to its plan: a new plan, a cancel and keeping it after all (issue 30, item 8)', async () => {
    const family = await createFamily(ctx.db, { others: [{ name: 'Ben Rivera' }] });
    const [sub] = await ctx.db
      .insert(subscriptions)
      .values({ subscriberId: family.subscriber.id, plan: 'starter', status: 'active', currentPeriodEnd: new Date('2026-12-01T12:00:00Z') })
      .returning();
    const mails = await deliver({ type: 'plan-changed', subscriptionId: sub!.id, change: 'plan', from: 'premium' });
    // The plan-change mail is the account holder's; Ben, kept on the list without mail on Starter, is told that once, and why.
    expect(mails).toHaveLength(2);
    expect(ctx.sink.to(family.members[1]!.email).map((m) => m.subject)).toEqual(['You will no longer receive Fondly updates about Rosa Rivera']);
    const changed = mails.find((m) => m.subject === 'Your Fondly plan is now Starter');
    expect(ctx.sink.to(family.subscriber.email)).toHaveLength(1);
    expect(changed!.subject).toBe('Your Fondly plan is now Starter');
    expect(changed!.text).toContain('Your plan changed from Premium to Starter (3 calls / week).');
    expect(changed!.text).toContain('Your next payment is $29 on December 1, 2026.');
    // Moved down from Premium: texts and calls for urgent alerts stop, and the mail says so (decision 177).
    expect(changed!.text).toContain(urgentAlertsEndWith('Starter'));
    // "Manage your plan" opens the plan page, where the change can be undone.
    expect(changed!.text).toMatch(/Manage your plan: \S+\/checkout\/manage\n/);
    ctx.sink.messages.length = 0;
    const [canceled] = await deliver({ type: 'plan-changed', subscriptionId: sub!.id, change: 'cancel' });
    expect(canceled!.subject).toBe('Your Fondly plan is set to end');
    expect(canceled!.text).toContain('Your Starter plan is cancelled and ends on December 1, 2026. Calls carry on until then, and nothing more is charged.');
    ctx.sink.messages.length = 0;
    const [kept] = await deliver({ type: 'plan-changed', subscriptionId: sub!.id, change: 'resume' });
    expect(kept!.subject).toBe('Your Fondly Starter plan carries on');
    expect(kept!.text).toContain('You kept your Starter plan');
    ctx.sink.messages.length = 0;
    await ctx.db.update(subscriptions).set({ plan: 'premium' }).where(eq(subscriptions.id, sub!.id));
    const [up] = await deliver({ type: 'plan-changed', subscriptionId: sub!.id, change: 'plan', from: 'starter' });
    expect(up!.subject).toBe('Your Fondly plan is now Premium');
    expect(up!.text).not.toContain('urgent alerts');
  });

  it('confirms a deletion to the address the account had', async () => {
    const [mail] = await deliver({ type: 'account-deleted', email: 'gone@example.com', name: 'Gail Gone' });
    expect(ctx.sink.to('gone@example.com')).toHaveLength(1);
    expect(mail!.subject).toBe('Your Fondly account has been deleted');
    expect(mail!.text).toContain('Hello Gail,');
  });

  it('sends a new affiliate their referral code and private dashboard key', async () => {
    const [affiliate] = await ctx.db
      .insert(affiliates)
      .values({ name: 'Alex Affiliate', email: 'alex@example.com', referralCode: 'ALEX30', dashboardKeyHash: randomBytes(16).toString('hex') })
      .returning();
    const [mail] = await deliver({ type: 'affiliate-welcome', affiliateId: affiliate!.id, dashboardKey: 'key-abc-123' });
    expect(ctx.sink.to('alex@example.com')).toHaveLength(1);
    expect(mail!.text).toContain('Your referral code (share it freely): ALEX30');
    expect(mail!.text).toContain('key-abc-123');
  });

  it('asks a would-be affiliate to confirm the email, or tells an existing one how to get a new key', async () => {
    const later = new Date(Date.now() + 86_400_000);
    const [signup] = await ctx.db
      .insert(affiliateSignups)
      .values({ name: 'Nina New', email: 'nina@example.com', tokenHash: randomBytes(32).toString('hex'), expiresAt: later })
      .returning();
    const [join] = await deliver({ type: 'affiliate-confirm', signupId: signup!.id, link: 'https://fondly.test/affiliates?confirm=tok-1' });
    expect(ctx.sink.to('nina@example.com')).toHaveLength(1);
    expect(join!.subject).toBe('Confirm your email to join the Fondly affiliate program');
    expect(join!.text).toContain('https://fondly.test/affiliates?confirm=tok-1');
    ctx.sink.messages.length = 0;

    const [existing] = await ctx.db
      .insert(affiliates)
      .values({ name: 'Ed Existing', email: 'ed@example.com', referralCode: 'EDEX-22', dashboardKeyHash: randomBytes(16).toString('hex') })
      .returning();
    const [again] = await ctx.db
      .insert(affiliateSignups)
      .values({ name: 'Someone', email: 'ed@example.com', tokenHash: randomBytes(32).toString('hex'), affiliateId: existing!.id, expiresAt: later })
      .returning();
    const [renew] = await deliver({ type: 'affiliate-confirm', signupId: again!.id, link: 'https://fondly.test/affiliates?confirm=tok-2' });
    expect(renew!.subject).toBe('You already have a Fondly affiliate account');
    expect(renew!.text).toContain('https://fondly.test/affiliates?confirm=tok-2');
    expect(renew!.text).toContain('the old key stops working');
  });

  it('passes a support request to the support inbox and gives the family a receipt', async () => {
    const family = await createFamily(ctx.db);
    const [request] = await ctx.db
      .insert(supportRequests)
      .values({ subscriberId: family.subscriber.id, subject: 'Change the call time', message: 'Could Mum be called after lunch?', priority: true })
      .returning();
    await deliver({ type: 'support-request', supportRequestId: request!.id });
    const [inbox] = ctx.sink.to('help@fondly.test');
    expect(inbox!.subject).toBe('[Priority] Support: Change the call time');
    expect(inbox!.text).toContain('Could Mum be called after lunch?');
    const [receipt] = ctx.sink.to(family.subscriber.email);
    expect(receipt!.subject).toBe('We got your message: Change the call time');
  });
});

describe('the operators are told', () => {
  it('when someone asks for access to a number another family holds, naming both and nothing to the asker', async () => {
    const family = await createFamily(ctx.db);
    await ctx.db.update(recipients).set({ holdsNumber: true }).where(eq(recipients.id, family.recipient.id));
    const [request] = await ctx.db
      .insert(numberAccessRequests)
      .values({ phone: family.recipient.phone, name: 'Sam Okafor', email: 'sam.asks@example.com', message: 'She is my grandmother too.' })
      .returning();
    const mails = await deliver({ type: 'number-access-request', requestId: request!.id });
    expect(mails).toHaveLength(1);
    const [inbox] = ctx.sink.to('help@fondly.test');
    expect(inbox!.subject).toBe(`Access asked for ${family.recipient.phone}`);
    expect(inbox!.text).toContain('Sam Okafor <sam.asks@example.com>');
    expect(inbox!.text).toContain('She is my grandmother too.');
    expect(inbox!.text).toContain(`held by ${family.subscriber.name} <${family.subscriber.email}> for ${family.recipient.name}`);
  });

  it('when a limit on texts and codes is reached', async () => {
    const family = await createFamily(ctx.db);
    await deliver({ type: 'limit-tripped', action: 'texts', scope: 'account', limit: 5, windowMinutes: 60, accountId: family.subscriber.id, address: '203.0.113.9', number: '+13035550161', at: '2026-11-26T15:10:00.000Z' });
    const [inbox] = ctx.sink.to('help@fondly.test');
    expect(inbox!.subject).toBe('Limit reached: texts with a code for one account');
    expect(inbox!.text).toContain(`${family.subscriber.name} <${family.subscriber.email}>`);
    expect(inbox!.text).toContain('203.0.113.9');
    expect(inbox!.text).toContain('+13035550161');
  });
});

describe('missed calls', () => {
  it('tell every family member who wants alerts', async () => {
    const family = await createFamily(ctx.db, { others: [{ name: 'Ben Rivera' }, { name: 'Cleo Rivera', alerts: false }] });
    const call = await answeredCall(ctx.db, family.recipient.id);
    const mails = await deliver({ type: 'missed-call', callId: call.id });
    expect(mails.map((m) => m.subject)).toEqual(["We couldn't reach Rosa Rivera today", "We couldn't reach Rosa Rivera today"]);
    expect(ctx.sink.to(family.members[2]!.email)).toHaveLength(0);
    // "See the call schedule" opens the schedule page, not the dashboard's front page.
    expect(mails[0]!.html).toMatch(/href="[^"]*\/dashboard\/schedule"/);
  });
});
