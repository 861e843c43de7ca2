// Renders every public page to HTML at build time (after `rspack build` and the prerender
// build), into dist/<version>/prerender/, next to the JavaScript of the same version:
//   <name>.json     { route, title, description, html, css } for one page
//   manifest.json   { version, pages: { "/faq": "faq.json", ... } }
// The API inlines the page for the currently registered version into the HTML it serves, so
// a visitor reads the page before any JavaScript has run (api/src/static/prerendered-pages.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dir = fileURLToPath(new URL('..', import.meta.url));
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
const { MARKETING_ROUTES, PAGE_META, documentTitle } = require(path.join(built, 'page-meta.cjs'));

const outDir = path.join(versionDir, 'prerender');
mkdirSync(outDir, { recursive: true });
const pages = {};
for (const route of MARKETING_ROUTES) {
  const meta = PAGE_META[route];
  const Page = require(path.join(built, `${meta.name}.cjs`)).default;
  const html = renderToString(createElement(StaticRouter, { location: route }, createElement(Page)));
  // What the API inlines must be plain markup: no scripts, and the page's own <main>.
  if (/<script/i.test(html)) throw new Error(`prerender: ${route} rendered a <script>`);
  if (!html.includes(`data-page="${meta.name}"`)) throw new Error(`prerender: ${route} did not render its page`);
  const css = readFileSync(path.join(built, `${meta.name}.css`), 'utf8');
  const file = `${meta.name}.json`;
  writeFileSync(
    path.join(outDir, file),
    JSON.stringify({ route, title: documentTitle(meta), description: meta.description, html, css }),
  );
  pages[route] = file;
  console.log(`prerendered ${route.padEnd(17)} ${(html.length / 1024).toFixed(1)} KB html, ${(css.length / 1024).toFixed(1)} KB css`);
}
writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify({ version, pages }, null, 2));
