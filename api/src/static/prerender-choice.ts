import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../context.js';
import { SITE_ROUTES, type RemoteName } from '../contract/platform.js';
import { FUNNEL_PLANS } from '../contract/onboarding.js';
import { assignSignupVariant, readVisitorId, SIGNUP_VISITOR_COOKIE } from '../accounts/experiment.js';
import { SESSION_COOKIE } from '../auth/sessions.js';

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
 *  - `/schedule-call` is prerendered as a visitor who is not signed in sees it;
 *  - `/simple-onboarding` comes as the wizard (Reading A) or the single form (Reading B):
 *    ?form= decides, else the signup experiment's sticky choice for this browser, else the
 *    default reading while no visitor is sent to the other one. The single form names the
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
    case '/schedule-call':
      return getCookie(c, SESSION_COOKIE.subscriber) ? null : copy(path);
    case '/simple-onboarding': {
      const plan = c.req.query('plan');
      const single = copy(`${path}?form=single${plan && plan !== 'free' && (FUNNEL_PLANS as readonly string[]).includes(plan) ? `&plan=${plan}` : ''}`);
      const form = c.req.query('form');
      if (form === 'single') return single;
      if (form === 'wizard') return copy(path);
      const split = deps.config.families.signupSplitSinglePercent;
      const visitor = readVisitorId(getCookie(c, SIGNUP_VISITOR_COOKIE));
      if (!visitor) return split === 0 ? copy(path) : null;
      // The browser's assignment (kept, as GET /api/experiments/signup keeps it).
      const variant = await assignSignupVariant(deps.database.db, visitor, split, deps.now());
      return variant === 'single' ? single : copy(path);
    }
    default:
      return copy(path);
  }
}
