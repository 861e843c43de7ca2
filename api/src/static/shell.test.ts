import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';
import { shellBuild, startRemoteCdn } from './testing/remote-cdn.js';

/**
 * The marketing remote's CDN, standing in as a real HTTP server: each version folder holds
 * what `pnpm --filter ./mfe-marketing build` writes (mf-manifest.json and prerender/*).
 */
const cdnFiles = new Map<string, string>();
const cdnHits: string[] = [];
let cdn: Awaited<ReturnType<typeof startRemoteCdn>>;
let shell: ReturnType<typeof shellBuild>;
let cdnUrl = '';

function publishVersion(version: string, pages: Record<string, { name: string; title: string; html: string; css?: string }>) {
  cdnFiles.set(`/${version}/mf-manifest.json`, JSON.stringify({ name: 'fondly_marketing' }));
  cdnFiles.set(
    `/${version}/prerender/manifest.json`,
    JSON.stringify({ version, pages: Object.fromEntries(Object.entries(pages).map(([route, p]) => [route, `${p.name}.json`])) }),
  );
  for (const [route, p] of Object.entries(pages)) {
    cdnFiles.set(
      `/${version}/prerender/${p.name}.json`,
      JSON.stringify({ route, title: p.title, description: `About ${p.title}`, html: p.html, css: p.css ?? 'main{color:teal}' }),
    );
  }
}

const STARTER = 'window.started=true';
const SHELL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fondly: a warm voice</title>' +
  '<meta name="description" content="Shell description"></head><body><div id="root"></div>' +
  `<noscript>Fondly needs JavaScript turned on to show this page.</noscript><script>${STARTER}</script><script defer src="/main.0123456789.js"></script></body></html>`;
let shellDir: string;

beforeAll(async () => {
  cdn = await startRemoteCdn(cdnFiles, cdnHits);
  cdnUrl = cdn.url;
  shell = shellBuild({ 'index.html': SHELL_HTML, 'main.0123456789.js': `console.log(${JSON.stringify('x'.repeat(5000))});` });
  shellDir = shell.dir;
});
afterAll(async () => {
  await cdn.close();
  shell.remove();
});

let contexts: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});
afterEach(() => {
  cdnHits.length = 0;
});

async function site(env: Record<string, string> = {}) {
  const ctx = await createTestContext({
    env: { SHELL_DIST: shellDir, MFE_MARKETING_URL: cdnUrl, MFE_MARKETING_VERSION: '1.0.0', ...env },
  });
  contexts.push(ctx);
  return ctx;
}

/** One site for most tests (a fresh database is slow to make); each test ships its own version. */
let shared: Awaited<ReturnType<typeof site>> | null = null;
let versions = 0;
async function siteWith(pages: Parameters<typeof publishVersion>[1]) {
  shared ??= await site();
  const version = `t${++versions}`;
  publishVersion(version, pages);
  const switched = await shared.app.request('/api/registry/marketing', jsonInit('PUT', { version }, operatorHeaders));
  expect(switched.status).toBe(200);
  return shared;
}

const getPage = async (app: Awaited<ReturnType<typeof site>>['app'], url: string, headers: Record<string, string> = {}) => {
  const res = await app.request(url, { headers });
  return { res, html: await res.text() };
};

describe('the public pages are served prerendered', () => {
  it('paints the page of the registered marketing version before any JavaScript: title, description, CSS and markup', async () => {
    const { app } = await siteWith({ '/faq': { name: 'faq', title: 'Questions & answers | Fondly', html: '<main data-page="faq"><h1>Questions</h1></main>', css: 'h1{color:teal}' } });
    const { res, html } = await getPage(app, '/faq');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Questions &amp; answers | Fondly</title>');
    expect(html).toContain('<meta name="description" content="About Questions &amp; answers | Fondly">');
    expect(html).toContain('<style id="fondly-prerender-css">h1{color:teal}</style>');
    // Link previews get the same title and description, and the page's canonical address.
    expect(html).toContain('<meta property="og:title" content="Questions &amp; answers | Fondly">');
    expect(html).toContain('<meta property="og:description" content="About Questions &amp; answers | Fondly">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/faq">');
    expect(html).toContain('<div id="fondly-prerendered" data-route="/faq"><main data-page="faq"><h1>Questions</h1></main></div><div id="root" hidden>');
    // The page is readable without JavaScript, so the notice that it needs it goes.
    expect(html).not.toContain('<noscript>');
    // The app's script waits for the visitor (the starter script in the shell's index.html).
    expect(html).toContain('<script type="fondly/held" data-fondly-held-src="/main.0123456789.js"></script>');
    expect(html).not.toContain('<script defer src="/main.0123456789.js">');
  });

  it('lets the shell’s own inline starter script run, by its hash, and no other inline script', async () => {
    const { app } = await siteWith({ '/faq': { name: 'faq', title: 'FAQ | Fondly', html: '<main data-page="faq"></main>' } });
    const res = await app.request('/faq');
    const csp = res.headers.get('content-security-policy')!;
    const starter = createHash('sha256').update(STARTER).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${starter.replace(/[+/]/g, '\\$&')}'`));
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
  });

  it('serves the plain shell for routes the marketing build did not prerender', async () => {
    const { app } = await siteWith({ '/faq': { name: 'faq', title: 'FAQ | Fondly', html: '<main data-page="faq"></main>' } });
    const { res, html } = await getPage(app, '/dashboard');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Fondly: a warm voice</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('fondly-prerendered');
  });

  it('answers 404 for a path that is no page, still with the shell (which shows its 404 page), and 200 for every page', async () => {
    const { app } = await siteWith({ '/faq': { name: 'faq', title: 'FAQ | Fondly', html: '<main data-page="faq"></main>' } });
    const missing = await getPage(app, '/no-such-page');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
    expect((await getPage(app, '/faq/extra')).res.status).toBe(404);
    for (const path of ['/', '/faq', '/faq/', '/dashboard', '/dashboard/history', '/checkout/cs_local_1', '/sign-in', '/admin/phone']) {
      expect((await getPage(app, path)).res.status, path).toBe(200);
    }
  });

  it('sends an old address on to the page that moved, keeping the query string, before any app loads', async () => {
    const { app } = await siteWith({});
    const res = await app.request('/onboard?plan=premium&ref=ABC123');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/simple-onboarding?plan=premium&ref=ABC123');
    expect((await app.request('/onboard')).headers.get('location')).toBe('/simple-onboarding');
  });

  it('answers /pricing with the landing page\'s plans, keeping a referral link\'s query before the section', async () => {
    const { app } = await siteWith({});
    const res = await app.request('/pricing?ref=ABC123');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/?ref=ABC123#pricing');
    expect((await app.request('/pricing')).headers.get('location')).toBe('/#pricing');
  });

  it('sends a visitor back from checkout the plain shell, which forwards them to onboarding at once', async () => {
    const { app } = await siteWith({ '/': { name: 'landing', title: 'Home | Fondly', html: '<main data-page="landing"></main>' } });
    expect((await getPage(app, '/')).html).toContain('fondly-prerendered');
    expect((await getPage(app, '/?transaction_id=cs_test_1&email=a%40b.co')).html).not.toContain('fondly-prerendered');
    expect((await getPage(app, '/?utm_source=newsletter')).html).toContain('fondly-prerendered');
  });

  it('follows the registry: after an operator switches the marketing version, its own pages are served', async () => {
    const { app } = await siteWith({ '/': { name: 'landing', title: 'Old | Fondly', html: '<main data-page="landing">old</main>' } });
    publishVersion('2.0.0', { '/': { name: 'landing', title: 'New | Fondly', html: '<main data-page="landing">new</main>' } });
    expect((await getPage(app, '/')).html).toContain('<title>Old | Fondly</title>');
    const switched = await app.request('/api/registry/marketing', jsonInit('PUT', { version: '2.0.0' }, operatorHeaders));
    expect(switched.status).toBe(200);
    const { html } = await getPage(app, '/');
    expect(html).toContain('<title>New | Fondly</title>');
    expect(html).toContain('<main data-page="landing">new</main>');
  });

  it('fetches each version’s files once, however many visitors come', async () => {
    const { app } = await siteWith({ '/about': { name: 'about', title: 'About | Fondly', html: '<main data-page="about"></main>' } });
    for (let i = 0; i < 5; i++) expect((await getPage(app, '/about')).html).toContain('fondly-prerendered');
    expect(cdnHits.filter((u) => u.includes('/prerender/'))).toEqual([`/t${versions}/prerender/manifest.json`, `/t${versions}/prerender/about.json`]);
  });

  it('still serves the page, without the prerender, when the version has none or the CDN is down', async () => {
    const { app } = await siteWith({});
    cdnFiles.delete(`/t${versions}/prerender/manifest.json`);
    const { res, html } = await getPage(app, '/faq');
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    const unreachable = await site({ MFE_MARKETING_URL: 'http://127.0.0.1:9' });
    const down = await getPage(unreachable.app, '/faq');
    expect(down.res.status).toBe(200);
    expect(down.html).toContain('<div id="root"></div>');
  });

  it('never inlines a prerendered page that carries a script', async () => {
    const { app } = await siteWith({ '/faq': { name: 'faq', title: 'FAQ | Fondly', html: '<main data-page="faq"><script>alert(1)</script></main>' } });
    const { html } = await getPage(app, '/faq');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('compression and ad tracking', () => {
  it('compresses pages and the shell’s scripts with brotli or gzip, as the browser accepts', async () => {
    const { app } = await siteWith({ '/': { name: 'landing', title: 'Home | Fondly', html: `<main data-page="landing">${'<p>Warm words.</p>'.repeat(200)}</main>` } });
    const br = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBody).toString()).toContain('Warm words.');

    const gz = await app.request('/main.0123456789.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toContain('immutable');
    const js = gunzipSync(Buffer.from(await gz.arrayBuffer())).toString();
    expect(js).toContain('console.log');

    const plain = await app.request('/main.0123456789.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(5000);
  });

  it('writes no tracking configuration into the page unless it is configured', async () => {
    const { app } = await siteWith({});
    const { res, html } = await getPage(app, '/');
    expect(html).not.toContain('fondly-ad-tracking');
    expect(res.headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  it('with Google Ads configured, gives the page the conversion to send and lets its tag load', async () => {
    publishVersion('1.0.0', { '/': { name: 'landing', title: 'Home | Fondly', html: '<main data-page="landing"></main>' } });
    const { app } = await site({ AD_TRACKING_GTAG_ID: 'AW-123456789', AD_TRACKING_GTAG_SEND_TO: 'AW-123456789/AbC_d-1' });
    const { res, html } = await getPage(app, '/');
    expect(html).toContain(
      '<script type="application/json" id="fondly-ad-tracking">{"provider":"gtag","tagId":"AW-123456789","sendTo":"AW-123456789/AbC_d-1"}</script>',
    );
    // The conversion is sent as the page loads, so the app's script is not held back.
    expect(html).toContain('fondly-prerendered');
    expect(html).toContain('<script defer src="/main.0123456789.js"></script>');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.google\.com/);
  });
});

describe('ad-tracking configuration', () => {
  it('refuses to start with only half of the Google Ads settings', async () => {
    const { loadConfig, ConfigError } = await import('../env.js');
    expect(() => loadConfig({ AD_TRACKING_GTAG_ID: 'AW-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ AD_TRACKING_GTAG_SEND_TO: 'AW-1/x' })).toThrow(/set both/);
    expect(() => loadConfig({ AD_TRACKING_GTAG_ID: 'not an id', AD_TRACKING_GTAG_SEND_TO: 'AW-1/x' })).toThrow(/AD_TRACKING_GTAG_ID/);
    expect(loadConfig({}).adTracking).toEqual({ provider: 'off' });
  });
});

describe('static pages', () => {
  it('sends another HTML file of the shell folder as it is (a benchmark\'s snapshot), under the policy that allows no inline script', async () => {
    writeFileSync(path.join(shellDir, 'snapshot.html'), '<!doctype html><html><body><h1>Snapshot</h1></body></html>');
    shared ??= await site();
    const res = await shared.app.request('/snapshot.html');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<!doctype html><html><body><h1>Snapshot</h1></body></html>');
    expect(res.headers.get('content-type')).toContain('text/html');
    const scriptSrc = res.headers.get('content-security-policy')!.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toMatch(/sha256|unsafe-inline/);
    // The template itself is never sent as a file: it is composed, its starter script allowed by hash.
    const template = await shared.app.request('/index.html');
    expect(template.headers.get('content-security-policy')).toContain("'sha256-");
  });
});
