import { SITE_ROUTES } from '@fondly/api/contract';

/**
 * Every top-level route and the remote that owns it (the table lives in the contract, so the
 * API answers 404 for any other path). The shell owns the 404 page; each remote owns what
 * happens inside its pages.
 */
export const ROUTES = SITE_ROUTES;

/** What each remote exposes to the shell: one App that renders that remote's routes. */
export const REMOTE_MODULE = 'App';
