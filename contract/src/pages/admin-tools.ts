import type { PageEntry } from './page.js';

/** The operators' tools and the logo showcase (mfe-admin-tools). */
export const ADMIN_TOOLS_PAGES = [
  { path: '/api-test', module: './pages/api-test/api-test-page' },
  { path: '/demo-feedback', module: './pages/demo-feedback/demo-feedback-page' },
  { path: '/logo-showcase', module: './pages/logo-showcase/logo-showcase-page', prerender: true },
  { path: '/admin/*', module: './pages/admin/admin-page', visit: '/admin' },
] as const satisfies readonly PageEntry[];
