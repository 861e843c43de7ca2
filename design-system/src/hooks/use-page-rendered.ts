import { useLayoutEffect } from 'react';

/**
 * Told to the shell once a page has rendered in the browser, so it can swap the prerendered
 * copy of the page (painted from the server's HTML) for the live one in the same frame,
 * keeping what the visitor typed (shell/src/bootstrap.tsx; decisions 050 and 115).
 */
export const PAGE_RENDERED_EVENT = 'fondly:page-rendered';

/**
 * Announces the page once `ready`: when it shows what its prerendered copy shows (a form,
 * not the "Loading…" it starts with). A page that is never prerendered may announce freely;
 * nobody listens then.
 */
export function usePageRendered(route: string, ready = true) {
  useLayoutEffect(() => {
    if (ready) document.dispatchEvent(new CustomEvent(PAGE_RENDERED_EVENT, { detail: { route } }));
  }, [route, ready]);
}

/**
 * True while a page is rendered to HTML at build time (in Node, by scripts/prerender.mjs),
 * never in a browser. A page that loads data shows in its prerender what a visitor who is not
 * signed in sees once the data is there, instead of its "Loading…".
 */
export const prerendering = typeof window === 'undefined';
