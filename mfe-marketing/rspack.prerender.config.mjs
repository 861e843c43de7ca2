// The public pages, built for Node and rendered to HTML at build time (scripts/prerender.mjs).
import { rspack } from '@rspack/core';
import { fileURLToPath } from 'node:url';
import { prerenderConfig } from '../scripts/rspack/prerender-config.mjs';
import browser from './rspack.config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** Each public page's module, keyed by the name PAGE_META gives it (src/pages/page-meta.ts). */
export default prerenderConfig(browser, {
  rspack,
  dir,
  pages: {
    landing: './src/pages/landing/landing-page.tsx',
    faq: './src/pages/faq/faq-page.tsx',
    about: './src/pages/about/about-page.tsx',
    privacy: './src/pages/privacy/privacy-page.tsx',
    terms: './src/pages/terms/terms-page.tsx',
    'assisted-living': './src/pages/assisted-living/assisted-living-page.tsx',
    gift: './src/pages/gift/gift-page.tsx',
  },
});
