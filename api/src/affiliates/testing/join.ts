import { desc, eq } from 'drizzle-orm';
import type { AffiliateSignupResult } from '@fondly/contract/affiliates';
import type { DbOrTx } from '../../db/client.js';
import { affiliateSignups, notificationEvents } from '../../db/schema/index.js';
import { jsonInit } from '../../testing/test-app.js';

type RequestApp = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** The newest confirmation link mailed to `email` (read from the queued mail event), or null. */
export async function confirmationLinkFor(db: DbOrTx, email: string): Promise<string | null> {
  const signups = await db.select({ id: affiliateSignups.id }).from(affiliateSignups).where(eq(affiliateSignups.email, email.toLowerCase()));
  const ids = new Set(signups.map((s) => s.id));
  const events = await db.select().from(notificationEvents).where(eq(notificationEvents.type, 'affiliate-confirm')).orderBy(desc(notificationEvents.id));
  const event = events.find((e) => ids.has(String(e.payload.signupId)));
  return event ? String(event.payload.link) : null;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('confirm')!;

/** Joins as an affiliate the way a person does: the form, then the link in the email. */
export async function joinAffiliate(app: RequestApp, db: DbOrTx, name: string, email: string, headers: Record<string, string> = {}): Promise<AffiliateSignupResult> {
  const asked = await app.request('/api/affiliates', jsonInit('POST', { name, email }, headers));
  if (asked.status !== 202) throw new Error(`affiliate signup failed: ${asked.status} ${await asked.text()}`);
  const link = await confirmationLinkFor(db, email);
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  const confirmed = await app.request('/api/affiliates/confirm', jsonInit('POST', { token: tokenOf(link) }, headers));
  if (confirmed.status !== 201) throw new Error(`affiliate confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  return (await confirmed.json()) as AffiliateSignupResult;
}
