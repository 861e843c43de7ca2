import { SITE_ROUTES } from '@fondly/contract/pages/index';

/**
 * Every top-level route and the remote that owns it, from the remotes' page manifests
 * (contract/src/pages/), which the API also answers 404 by. Imported from the manifests
 * themselves, which are plain data: the contract's barrel would bring its zod schemas, 27 KB
 * gzip, into every page (decision 115). The shell owns the 404 page; each remote owns what
 * happens inside its pages.
 */
export const ROUTES = SITE_ROUTES;

/** What each remote exposes to the shell: one App that renders that remote's routes. */
export const REMOTE_MODULE = 'App';
