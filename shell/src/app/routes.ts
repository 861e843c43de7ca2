import type { RemoteName } from '@fondly/api/contract';

/**
 * Every top-level route and the remote that owns it. The table lives in the contract
 * (SITE_ROUTES), so the API answers 404 for any other path; the shell's build reads it from
 * there (rspack.config.mjs) and bakes it in, because importing the contract at run time
 * would bring its zod schemas, 27 KB gzip, into every page (decision 115). The shell owns
 * the 404 page; each remote owns what happens inside its pages.
 */
declare const __SITE_ROUTES__: ReadonlyArray<{ path: string; remote: RemoteName }>;
export const ROUTES = __SITE_ROUTES__;

/** What each remote exposes to the shell: one App that renders that remote's routes. */
export const REMOTE_MODULE = 'App';
