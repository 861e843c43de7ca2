// The site's pages: one manifest per remote (decision 122). Plain data, no zod: the shell, the
// build scripts and the e2e tests read it as well as the API.
import { ADMIN_TOOLS_PAGES } from './admin-tools.js';
import { AFFILIATES_PAGES } from './affiliates.js';
import { MARKETING_PAGES } from './marketing.js';
import { ONBOARDING_PAGES } from './onboarding.js';
import { REMOTE_NAMES, type PageEntry } from './page.js';

export { REMOTE_NAMES, pageName, type PageEntry } from './page.js';
export { ADMIN_TOOLS_PAGES, AFFILIATES_PAGES, MARKETING_PAGES, ONBOARDING_PAGES };

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote's manifest. */
export const PAGE_MANIFESTS: Readonly<Record<RemoteName, readonly PageEntry[]>> = {
  marketing: MARKETING_PAGES,
  onboarding: ONBOARDING_PAGES,
  affiliates: AFFILIATES_PAGES,
  'admin-tools': ADMIN_TOOLS_PAGES,
};

/**
 * Every top-level route of the site and the remote that owns it: the shell routes by it, and
 * the API answers 404 (still with the shell, which shows its own 404 page) for any other path.
 */
export const SITE_ROUTES: ReadonlyArray<{ path: string; remote: RemoteName }> = REMOTE_NAMES.flatMap((remote) =>
  PAGE_MANIFESTS[remote].map((p) => ({ path: p.path, remote })),
);

/**
 * Old addresses of pages that moved: the API answers them with a permanent redirect (the query
 * string kept), so an old link lands on the page itself, prerendered, with no app to load
 * first. The shell keeps a route for each too, for a link followed inside the app.
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(PAGE_MANIFESTS).flatMap((pages) => pages.flatMap((p) => (p.movedTo ? [[p.path, p.movedTo]] : []))),
);

/** Whether a path is one of the site's pages ('/dashboard/*' also covers '/dashboard'); a trailing slash is the same page. */
export function isSitePath(path: string): boolean {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SITE_ROUTES.some((r) => (r.path.endsWith('/*') ? p === r.path.slice(0, -2) || p.startsWith(r.path.slice(0, -1)) : p === r.path));
}
