import type { PageEntry } from './page.js';

/** The affiliate program and an affiliate's dashboard (mfe-affiliates). */
export const AFFILIATES_PAGES = [
  { path: '/affiliates', module: './pages/affiliates/affiliates-page', prerender: true, funnel: true },
  { path: '/affiliate-dashboard', module: './pages/affiliate-dashboard/affiliate-dashboard-page' },
] as const satisfies readonly PageEntry[];
