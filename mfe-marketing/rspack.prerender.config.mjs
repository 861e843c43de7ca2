// Builds the public pages for Node, so scripts/prerender.mjs can render them to HTML at
// build time. It starts from the browser build (rspack.config.mjs), so the CSS module class
// names, the compile-time constants and the loaders are the same as in the browser, then:
// no Module Federation, Node as the target, one entry per page, and the CSS of each page
// written to its own file (inlined as critical CSS by the API) instead of injected by JS.
import { rspack } from '@rspack/core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import browser from './rspack.config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
export const PRERENDER_BUILD_DIR = path.join(dir, '.tmp', 'prerender');

/** Each public page's module, keyed by the name PAGE_META gives it (src/pages/page-meta.ts). */
const PAGES = {
  landing: './src/pages/landing/landing-page.tsx',
  faq: './src/pages/faq/faq-page.tsx',
  about: './src/pages/about/about-page.tsx',
  privacy: './src/pages/privacy/privacy-page.tsx',
  terms: './src/pages/terms/terms-page.tsx',
  'assisted-living': './src/pages/assisted-living/assisted-living-page.tsx',
  gift: './src/pages/gift/gift-page.tsx',
};

/** Shared with the shell at run time, so loaded from node_modules rather than bundled. */
const EXTERNAL = /^(react|react-dom|react-router-dom|zustand)(\/.*)?$/;

// style-loader injects CSS from JavaScript in the browser; here the CSS goes to a file.
const extractCss = (use) => use.map((u) => (u.loader === 'style-loader' ? { loader: rspack.CssExtractRspackPlugin.loader } : u));
const rules = browser.module.rules.map((rule) => (Array.isArray(rule.use) ? { ...rule, use: extractCss(rule.use) } : rule));

export default {
  ...browser,
  target: 'node',
  entry: {
    ...Object.fromEntries(Object.entries(PAGES).map(([name, file]) => [name, ['@fondly/design-system/styles.css', file]])),
    // Titles and descriptions for the <head> of each page.
    'page-meta': './src/pages/page-meta.ts',
  },
  output: {
    path: PRERENDER_BUILD_DIR,
    filename: '[name].cjs',
    chunkFilename: '[name].chunk.cjs',
    cssFilename: '[name].css',
    library: { type: 'commonjs2' },
    clean: true,
  },
  externals: [({ request }, callback) => (EXTERNAL.test(request ?? '') ? callback(undefined, `commonjs ${request}`) : callback())],
  externalsPresets: { node: true },
  module: { ...browser.module, rules },
  // Page code splits (React.lazy) are inlined: a prerender renders what the first paint shows.
  optimization: { minimize: true, minimizer: [new rspack.LightningCssMinimizerRspackPlugin()], splitChunks: false },
  plugins: [
    ...browser.plugins.filter((p) => p instanceof rspack.DefinePlugin),
    new rspack.CssExtractRspackPlugin({ filename: '[name].css' }),
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
};
