import { createHash } from 'node:crypto';
import type { Config } from '../env.js';
import type { PrerenderedPage } from './prerendered-pages.js';

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON that is safe inside <script type="application/json"> (no "</script>" can close it). */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface PageParts {
  /** The page's HTML, painted before any JavaScript runs; the shell swaps it for the live page. */
  prerendered: PrerenderedPage | null;
  adTracking: Config['adTracking'];
  /** Origins the page will fetch its remote from, to connect early. */
  preconnect: string[];
  /** The site's public address, for the canonical link and link previews. */
  publicUrl: string;
}

/**
 * The shell's index.html with this request's parts written in:
 *  - a prerendered page: its title and description, its CSS inline in <head>, its markup in
 *    <div id="fondly-prerendered"> before a hidden #root, the app's scripts held back until
 *    the visitor uses the page (shell/index.html; shell/src/bootstrap.tsx swaps the two in one
 *    frame once the live page has rendered), and no "needs JavaScript" notice;
 *  - the ad-tracking configuration, when there is one (mfe-marketing/src/lib/ad-tracking.ts).
 */
export function composeShellHtml(template: string, parts: PageParts): string {
  let html = template;
  const head: string[] = parts.preconnect.map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}">`);
  if (parts.adTracking.provider !== 'off') {
    head.push(`<script type="application/json" id="fondly-ad-tracking">${jsonForHtml(parts.adTracking)}</script>`);
  }
  const page = parts.prerendered;
  if (page) {
    html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}">`,
    );
    // Link previews (chat apps, social sites) read these without running any JavaScript.
    const url = `${parts.publicUrl}${page.route}`;
    head.push(
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Fondly">',
      `<meta property="og:title" content="${escapeHtml(page.title)}">`,
      `<meta property="og:description" content="${escapeHtml(page.description)}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      '<meta name="twitter:card" content="summary">',
    );
    head.push(`<style id="fondly-prerender-css">${page.css}</style>`);
    html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    html = html.replace(
      /<div id="root"([^>]*)>/,
      (_m, attrs: string) =>
        `<div id="fondly-prerendered" data-route="${escapeHtml(page.route)}">${page.html}</div><div id="root"${attrs} hidden>`,
    );
    // The app's scripts wait until the visitor uses the page (the script in shell/index.html
    // starts them). Not when the ad-tracking conversion must be sent as the page loads.
    if (parts.adTracking.provider === 'off') {
      html = html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_m, src: string) => `<script type="fondly/held" data-fondly-held-src="${src}"></script>`);
    }
  }
  return head.length ? html.replace('</head>', `${head.join('')}</head>`) : html;
}

/** CSP hash sources for the template's own inline scripts (the shell's index.html), so they run and nothing else inline does. */
export function inlineScriptHashes(template: string): string[] {
  const hashes: string[] = [];
  for (const match of template.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return hashes;
}
