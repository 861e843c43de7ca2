/** The remotes, each owning some of the site's pages. */
export const REMOTE_NAMES = ['marketing', 'onboarding', 'affiliates', 'admin-tools'] as const;

/**
 * One page of the site, as its remote's manifest (./<remote>.ts) declares it. The shell's
 * routes, the API's 404s and redirects, the remote's App and its prerender build, the
 * JavaScript budget (scripts/js-budget.mjs) and the e2e route check (e2e/tests/platform.spec.ts)
 * are all read from these.
 */
export interface PageEntry {
  /** The shell's route pattern; '/dashboard/*' also covers '/dashboard' and everything below. */
  readonly path: string;
  /** The module the remote's App loads for it (src/app.tsx), relative to the remote's src/. Its file name without "-page" is the page's name (data-page, the prerendered file). */
  readonly module: `./pages/${string}-page`;
  /** Rendered to HTML at build time (scripts/prerender.mjs); its copies, titles and descriptions are in the remote's src/pages/page-meta.ts. */
  readonly prerender?: true;
  /** In the signup funnel: prerendered, with the funnel's JavaScript budget (decision 115). */
  readonly funnel?: true;
  /** An old address the API answers with a permanent redirect to this one. */
  readonly movedTo?: string;
  /** Where a test opens the page, when the path is a pattern or the page wants a query. */
  readonly visit?: string;
}

/** The page's name: its module's file name without "-page" ('./pages/faq/faq-page' -> 'faq'). */
export function pageName(entry: Pick<PageEntry, 'module'>): string {
  return entry.module.slice(entry.module.lastIndexOf('/') + 1).replace(/-page$/, '');
}
