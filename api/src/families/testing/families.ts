import { and, desc, eq, sql } from 'drizzle-orm';
import { notificationEvents } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import { wizardSignup } from '../../testing/signup-bodies.js';
import { depsOfTestApp, jsonInit } from '../../testing/test-app.js';
import { payLocalCheckout } from '../../payments/local-billing.js';
import { replanFamiliesCalls } from '../../calls/scheduling/planner.js';

export { paidOnboarding, scheduleForm, singleSignup, uniqueEmail, wizardSignup } from '../../testing/signup-bodies.js';

type RequestApp = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** Signs a family up through the API and returns the session cookie for later requests. */
export async function signUp(app: RequestApp, body: unknown = wizardSignup()) {
  const res = await app.request('/api/onboard-simple', jsonInit('POST', body));
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookieFrom(res);
  const created = (await res.json()) as { subscriberId: string; recipientId: string; checkoutUrl: string | null };
  // A paid plan's trial starts with a card: the family pays its checkout with the test card, as on the page.
  if (created.checkoutUrl) {
    const sessionId = created.checkoutUrl.split('/').at(-1)!;
    const email = await accountEmail(app, cookie);
    const card = { email, name: 'Dana Rivera', cardNumber: '4242424242424242', expiry: '12 / 39', cvc: '123' };
    const deps = depsOfTestApp.get(app);
    // As the Pay route does: the payment joins the account, and her calls are planned for the plan.
    if (deps) await replanFamiliesCalls(deps, (await payLocalCheckout(deps, sessionId, card)).replanFor);
    else {
      const paid = await app.request(`/api/checkout/sessions/${sessionId}/pay`, jsonInit('POST', card, { cookie }));
      if (paid.status !== 200) throw new Error(`paying the trial's checkout failed: ${paid.status} ${await paid.text()}`);
    }
  }
  return { cookie, body: created, headers: { cookie } };
}

async function accountEmail(app: RequestApp, cookie: string): Promise<string> {
  return ((await (await app.request('/api/account', { headers: { cookie } })).json()) as { email: string }).email;
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
