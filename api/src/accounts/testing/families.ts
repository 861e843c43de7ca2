import { and, desc, eq, sql } from 'drizzle-orm';
import { notificationEvents } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import type { SingleSignupInput, WizardSignupInput } from '../../contract/onboarding.js';
import { jsonInit } from '../../testing/test-app.js';

let n = 0;
/** A fresh address per call, so tests never collide on the unique email. */
export const uniqueEmail = (tag = 'family') => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;

export function wizardSignup(overrides: Partial<WizardSignupInput> = {}): WizardSignupInput {
  return {
    form: 'wizard',
    subscriberName: 'Dana Rivera',
    subscriberEmail: uniqueEmail('dana'),
    recipientName: 'Rosa Rivera',
    recipientPhone: '(212) 555-0123',
    agentType: 'loneliness',
    frequency: 'weekly',
    timeZone: 'America/Chicago',
    recipientConsent: true,
    ...overrides,
  };
}

export function singleSignup(overrides: Partial<SingleSignupInput> = {}): SingleSignupInput {
  return {
    form: 'single',
    subscriberName: 'Sam Okafor',
    subscriberEmail: uniqueEmail('sam'),
    recipientName: 'Grace Okafor',
    recipientPhone: '416-555-0199',
    relationship: 'grandparent',
    voicePreference: 'male',
    agentType: 'loneliness',
    frequency: 'free',
    timeZone: 'America/Toronto',
    recipientConsent: true,
    ...overrides,
  };
}

type RequestApp = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** Signs a family up through the API and returns the session cookie for later requests. */
export async function signUp(app: RequestApp, body: unknown = wizardSignup()) {
  const res = await app.request('/api/onboard-simple', jsonInit('POST', body));
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookieFrom(res);
  return { cookie, body: (await res.json()) as { subscriberId: string; recipientId: string }, headers: { cookie } };
}

/** The link in the newest welcome or confirmation mail this family was sent (its notification event). */
export async function emailConfirmationLinkOf(db: Database, subscriberId: string): Promise<string> {
  const [event] = await db
    .select({ payload: notificationEvents.payload })
    .from(notificationEvents)
    .where(and(sql`${notificationEvents.type} in ('welcome', 'confirm-email')`, eq(sql`${notificationEvents.payload}->>'subscriberId'`, subscriberId)))
    .orderBy(desc(notificationEvents.id))
    .limit(1);
  const link = event?.payload.link;
  if (typeof link !== 'string') throw new Error(`no confirmation link was sent to subscriber ${subscriberId}`);
  return link;
}

/** Opens the welcome mail's "Confirm your email" link, as the family does: calls can be placed from now on. */
export async function confirmEmail(app: RequestApp, db: Database, subscriberId: string) {
  const token = new URL(await emailConfirmationLinkOf(db, subscriberId)).searchParams.get('token');
  const res = await app.request('/api/account/sign-in', jsonInit('POST', { token }));
  if (res.status !== 200) throw new Error(`confirming the email failed: ${res.status} ${await res.text()}`);
  return { cookie: sessionCookieFrom(res) };
}

export function sessionCookieFrom(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('fondly_session='));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0]!;
}

/** Rows in every table a signup writes: "nothing half-written" is these numbers not moving. */
export async function familyRowCounts(db: Database) {
  const tables = ['subscribers', 'recipients', 'schedules', 'subscriptions', 'family_members', 'notification_events', 'sessions'];
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const rows = (await db.execute(sql.raw(`select count(*)::int as n from ${t}`))) as unknown as { rows?: Array<{ n: number }> } & Array<{ n: number }>;
    counts[t] = Number((rows.rows ?? rows)[0]!.n);
  }
  return counts;
}

export function paidOnboarding(transactionId: string, overrides: Record<string, unknown> = {}) {
  return {
    transactionId,
    customerName: 'Priya Shah',
    customerEmail: uniqueEmail('priya'),
    serviceFor: 'parent',
    recipientName: 'Anand Shah',
    recipientPhone: '(604) 555-0142',
    voiceGender: 'male',
    topics: ['childhood', 'wisdom'],
    callSchedule: 'evening',
    timeZone: 'America/Vancouver',
    recipientConsent: true,
    ...overrides,
  };
}

/** The schedule page's payload (POST /api/recipients). */
export function scheduleForm(overrides: Record<string, unknown> = {}) {
  return {
    recipientName: 'Walter Brooks',
    recipientPhone: '(303) 555-0177',
    relationship: 'grandpa',
    voiceGender: 'male',
    callSchedule: 'daily',
    preferredTime: 'afternoon',
    topics: ['Travel adventures', 'Cooking and recipes'],
    specialInstructions: 'He is hard of hearing: speak slowly.',
    timeZone: 'America/Denver',
    recipientConsent: true,
    ...overrides,
  };
}
