import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.js';
import { SITE_ROUTES, type RemoteName } from '@fondly/contract/platform';
import { FUNNEL_PLANS } from '@fondly/contract/onboarding';
import { getCookie } from 'hono/cookie';
import { readSession } from '../auth/index.js';
import { SIGNUP_VISITOR_COOKIE, storedSignupVariant } from '../families/index.js';

/** Which remote's prerendered copy of a page fits this request, and under which manifest key. */
export interface PrerenderChoice {
  remote: RemoteName;
  /** The remote's prerender manifest key: the path, or the path and the query that picks a copy. */
  key: string;
}

/**
 * The prerendered copy to serve, or null when the page this visitor will see differs from
 * every copy (the app then paints it, as before). A copy must show what the live page shows
 * once it has rendered, or the takeover would move things under the visitor's eyes:
 *  - `/` back from checkout (?transaction_id=) redirects at once;
 *  - `/affiliates?confirm=` shows "Confirming your email…";
 *  - `/sign-in?token=` shows "Signing you in…" while the link is spent;
 *  - `/schedule-call` is prerendered as a visitor who is not signed in sees it;
 *  - `/onboarding` ("Checking your payment…") only for a visitor who is not signed in and brings
 *    no payment in the address: the app answers the others at once;
 *  - `/simple-onboarding` comes as the wizard (Reading A) or the single form (Reading B):
 *    ?form= decides; without it, the form the signup experiment already gave this browser
 *    (its visitor cookie, also after the experiment ended), else the wizard while the
 *    experiment sends nobody to the single form (SIGNUP_SPLIT_SINGLE_PERCENT=0, the default),
 *    else no copy: a new browser's form is drawn when the app asks. The single form names the
 *    plan and its price (?plan=), so it comes in one copy per plan.
 */
export async function choosePrerender(c: Context<AppEnv>, deps: AppDeps): Promise<PrerenderChoice | null> {
  const path = c.req.path;
  const route = SITE_ROUTES.find((r) => r.path === path);
  if (!route) return null;
  const copy = (key: string): PrerenderChoice => ({ remote: route.remote, key });
  switch (path) {
    case '/':
      return c.req.query('transaction_id') ? null : copy(path);
    case '/affiliates':
      return c.req.query('confirm') ? null : copy(path);
    case '/sign-in':
      return c.req.query('token') ? null : copy(path);
    case '/schedule-call':
      return (await readSession(deps.database.db, c, 'subscriber', deps.now())) ? null : copy(path);
    // "Checking your payment…" is a frame whose answer is the app's to give: a payment coming back
    // (?transaction_id=) or a family signed in is answered at once, not after the page is used.
    case '/onboarding':
      return c.req.query('transaction_id') || (await readSession(deps.database.db, c, 'subscriber', deps.now())) ? null : copy(path);
    case '/simple-onboarding': {
      const plan = c.req.query('plan');
      const single = copy(`${path}?form=single${plan && plan !== 'free' && (FUNNEL_PLANS as readonly string[]).includes(plan) ? `&plan=${plan}` : ''}`);
      const form = c.req.query('form');
      if (form === 'single') return single;
      if (form === 'wizard') return copy(path);
      const given = await storedSignupVariant(deps.database.db, getCookie(c, SIGNUP_VISITOR_COOKIE));
      if (given) return given === 'single' ? single : copy(path);
      return deps.config.families.signupSplitSinglePercent === 0 ? copy(path) : null;
    }
    default:
      return copy(path);
  }
}
