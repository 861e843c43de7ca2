/**
 * A page a remote renders to HTML at build time (scripts/prerender.mjs reads each remote's
 * src/pages/page-meta.ts; the API serves the result before any JavaScript runs; decision 115).
 */
export interface PrerenderedPage {
  /** The manifest's key: the path, or the path and the one query that picks this copy. */
  key: string;
  /** Where the page is rendered (StaticRouter). */
  location: string;
  /** The page's module and its data-page. */
  page: string;
  /** The file's name, without .json. */
  file: string;
  title: string;
  description: string;
}
