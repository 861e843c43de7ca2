// Builds a remote's prerendered pages for Node, so scripts/prerender.mjs can render them to
// HTML at build time (decisions 050 and 115). It starts from the remote's browser build, so
// the CSS module class names, the compile-time constants and the loaders are the same as in
// the browser, then: no Module Federation, Node as the target, one entry per page, and the
// CSS of each page written to its own file (inlined as critical CSS by the API) instead of
// loaded beside the JavaScript.
import path from 'node:path';

/** Shared with the shell at run time, so loaded from node_modules rather than bundled. */
const EXTERNAL = /^(react|react-dom|react-router-dom|zustand)(\/.*)?$/;

/**
 * @param {any} browser   the remote's browser config (federatedConfig)
 * @param {object} o
 * @param {any} o.rspack
 * @param {string} o.dir  the remote's folder
 * @param {Record<string, string>} o.pages  page name (data-page, PRERENDERED[].page) -> module
 */
export function prerenderConfig(browser, o) {
  const { rspack } = o;
  const extractCss = (use) => use.map((u) => (u.loader === 'style-loader' ? { loader: rspack.CssExtractRspackPlugin.loader } : u));
  const rules = browser.module.rules.map((rule) => (Array.isArray(rule.use) ? { ...rule, use: extractCss(rule.use) } : rule));
  return {
    ...browser,
    target: 'node',
    entry: {
      ...Object.fromEntries(Object.entries(o.pages).map(([name, file]) => [name, ['@fondly/design-system/styles.css', file]])),
      // Which pages to render, where, with what title and description (src/pages/page-meta.ts).
      'page-meta': './src/pages/page-meta.ts',
    },
    output: {
      path: path.join(o.dir, '.tmp', 'prerender'),
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
}
