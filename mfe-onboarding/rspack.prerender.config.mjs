// The funnel's pages, built for Node and rendered to HTML at build time (scripts/prerender.mjs).
import { rspack } from '@rspack/core';
import { fileURLToPath } from 'node:url';
import { prerenderConfig } from '../scripts/rspack/prerender-config.mjs';
import browser from './rspack.config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** Each prerendered page's module, keyed by its data-page (src/pages/page-meta.ts). */
export default prerenderConfig(browser, {
  rspack,
  dir,
  pages: {
    'simple-onboarding': './src/pages/simple-onboarding/simple-onboarding-page.tsx',
    onboarding: './src/pages/onboarding/onboarding-page.tsx',
    'schedule-call': './src/pages/schedule-call/schedule-call-page.tsx',
    'sample-call': './src/pages/sample-call/sample-call-page.tsx',
    'sign-in': './src/pages/sign-in/sign-in-page.tsx',
  },
});
