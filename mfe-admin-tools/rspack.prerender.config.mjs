// The remote's public page, built for Node and rendered to HTML at build time (scripts/prerender.mjs).
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
    'logo-showcase': './src/pages/logo-showcase/logo-showcase-page.tsx',
  },
});
