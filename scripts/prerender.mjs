// Renders a remote's prerendered pages to HTML at build time (run in the remote's folder,
// after `rspack build` and the prerender build, scripts/rspack/prerender-config.mjs), into
// dist/<version>/prerender/, next to the JavaScript of the same version:
//   <file>.json     { route, title, description, html, css } for one page
//   manifest.json   { version, pages: { "/faq": "faq.json", "/simple-onboarding?form=single": ... } }
// The API inlines the page for the currently registered version into the HTML it serves, so
// a visitor reads the page (and can start filling in its form) before any JavaScript has run
// (api/src/static/prerendered-pages.ts; decisions 050 and 115).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readPages, REMOTE_DIRS } from './pages.mjs';

const dir = process.cwd();
const require = createRequire(path.join(dir, 'package.json'));
const built = path.join(dir, '.tmp', 'prerender');
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const version = process.env.REMOTE_VERSION || pkg.version;
const versionDir = path.join(dir, 'dist', version);
if (!existsSync(path.join(versionDir, 'mf-manifest.json'))) {
  throw new Error(`prerender: build the remote first (no ${path.relative(dir, versionDir)}/mf-manifest.json)`);
}

const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const { StaticRouter } = require('react-router-dom/server');
/** @type {{ PRERENDERED: Array<{ key: string, location: string, page: string, file: string, title: string, description: string }> }} */
const { PRERENDERED } = require(path.join(built, 'page-meta.cjs'));

// The copies rendered are the pages the remote's manifest marks (contract/src/pages/<remote>.ts),
// each at least at its own path, under the name the manifest gives it.
const remote = Object.keys(REMOTE_DIRS).find((r) => REMOTE_DIRS[r] === path.basename(dir));
const marked = readPages().manifests[remote].filter((p) => p.prerender);
for (const p of marked) {
  if (!PRERENDERED.some((e) => e.key === p.path && e.page === p.name)) throw new Error(`prerender: the manifest marks ${p.path} (page ${p.name}); src/pages/page-meta.ts has no copy at that path under that name`);
}
for (const e of PRERENDERED) {
  if (!marked.some((p) => p.name === e.page && e.key.split('?')[0] === p.path)) throw new Error(`prerender: ${e.key} (page ${e.page}) is not a prerendered page of the manifest (contract/src/pages/${remote}.ts)`);
}

const outDir = path.join(versionDir, 'prerender');
mkdirSync(outDir, { recursive: true });
const pages = {};
for (const entry of PRERENDERED) {
  const Page = require(path.join(built, `${entry.page}.cjs`)).default;
  const html = renderToString(createElement(StaticRouter, { location: entry.location }, createElement(Page)));
  // What the API inlines must be plain markup: no scripts, and the page's own root.
  if (/<script/i.test(html)) throw new Error(`prerender: ${entry.key} rendered a <script>`);
  if (!html.includes(`data-page="${entry.page}"`)) throw new Error(`prerender: ${entry.key} did not render its page`);
  const css = readFileSync(path.join(built, `${entry.page}.css`), 'utf8');
  const file = `${entry.file}.json`;
  const route = entry.key.split('?')[0];
  writeFileSync(path.join(outDir, file), JSON.stringify({ route, title: entry.title, description: entry.description, html, css }));
  pages[entry.key] = file;
  console.log(`prerendered ${entry.key.padEnd(32)} ${(html.length / 1024).toFixed(1)} KB html, ${(css.length / 1024).toFixed(1)} KB css`);
}
writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify({ version, pages }, null, 2));
