import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, jsonInit, operatorHeaders } from '../testing/test-app.js';
import { wizardSignup } from '../testing/signup-bodies.js';
import { signupExperimentVisitors } from '../db/schema/index.js';
import { shellBuild, startRemoteCdn } from './testing/remote-cdn.js';

/**
 * Issue 19: the funnel's pages come prerendered from their own remote (decision 115), and the
 * API serves the copy that matches what the visitor will see, or none.
 */
const cdnFiles = new Map<string, string>();
let cdn: Awaited<ReturnType<typeof startRemoteCdn>>;
let shell: ReturnType<typeof shellBuild>;
let cdnUrl = '';
let shellDir: string;

/** What a remote's build publishes: its manifest and its prerendered pages (key -> the page's body text). */
function publish(remote: string, version: string, pages: Record<string, string>) {
  const base = `/${remote}/${version}`;
  cdnFiles.set(`${base}/mf-manifest.json`, JSON.stringify({ name: `fondly_${remote}` }));
  const files = Object.fromEntries(Object.keys(pages).map((key, i) => [key, `page-${i}.json`]));
  cdnFiles.set(`${base}/prerender/manifest.json`, JSON.stringify({ version, pages: files }));
  for (const [key, text] of Object.entries(pages)) {
    const route = key.split('?')[0];
    cdnFiles.set(`${base}/prerender/${files[key]}`, JSON.stringify({ route, title: `${text} | Fondly`, description: text, html: `<main data-page="x"><p>${text}</p></main>`, css: 'p{color:teal}' }));
  }
}

beforeAll(async () => {
  cdn = await startRemoteCdn(cdnFiles);
  cdnUrl = cdn.url;
  shell = shellBuild({
    'index.html':
      '<!doctype html><html><head><title>Fondly</title><meta name="description" content="Shell"></head><body><div id="root"></div><noscript>Fondly needs JavaScript turned on to show this page.</noscript><script defer src="/main.0123456789.js"></script></body></html>',
  });
  shellDir = shell.dir;
  publish('onboarding', '1.0.0', {
    '/simple-onboarding': 'Reading A, the wizard',
    '/simple-onboarding?form=single': 'Reading B, the single form',
    '/simple-onboarding?form=single&plan=premium': 'Reading B with Premium and its price',
    '/schedule-call': 'Create your free account first',
    '/onboarding': 'Checking your payment…',
    '/sign-in': 'Email Me a Sign-In Link',
  });
  publish('affiliates', '1.0.0', { '/affiliates': 'Join the affiliate program' });
  // An older build, from before the affiliates remote prerendered anything.
  cdnFiles.set('/affiliates/0.9.0/mf-manifest.json', JSON.stringify({ name: 'fondly_affiliates' }));
});

let contexts: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await cdn.close();
  shell.remove();
});

async function site(env: Record<string, string> = {}) {
  const ctx = await createTestContext({
    env: {
      SHELL_DIST: shellDir,
      MFE_ONBOARDING_URL: `${cdnUrl}/onboarding`,
      MFE_ONBOARDING_VERSION: '1.0.0',
      MFE_AFFILIATES_URL: `${cdnUrl}/affiliates`,
      MFE_AFFILIATES_VERSION: '1.0.0',
      ...env,
    },
  });
  contexts.push(ctx);
  return ctx;
}

let shared: Awaited<ReturnType<typeof site>> | null = null;
const page = async (url: string, headers: Record<string, string> = {}) => {
  shared ??= await site();
  const res = await shared.app.request(url, { headers });
  return res.text();
};
const prerendered = (html: string) => /<div id="fondly-prerendered" data-route="[^"]+"><main data-page="x"><p>([^<]*)<\/p>/.exec(html)?.[1] ?? null;

describe('the funnel is served prerendered by its own remote', () => {
  it('paints the wizard at /simple-onboarding, and the single form for ?form=single, naming the plan when there is one', async () => {
    expect(prerendered(await page('/simple-onboarding'))).toBe('Reading A, the wizard');
    expect(prerendered(await page('/simple-onboarding?email=ann%40example.com'))).toBe('Reading A, the wizard');
    expect(prerendered(await page('/simple-onboarding?form=wizard&plan=premium'))).toBe('Reading A, the wizard');
    expect(prerendered(await page('/simple-onboarding?form=single'))).toBe('Reading B, the single form');
    expect(prerendered(await page('/simple-onboarding?form=single&plan=premium'))).toBe('Reading B with Premium and its price');
    // A plan the form does not know reads as no plan, as the form itself does.
    expect(prerendered(await page('/simple-onboarding?form=single&plan=gold'))).toBe('Reading B, the single form');
    expect(await page('/simple-onboarding')).toContain('<title>Reading A, the wizard | Fondly</title>');
  });

  it('sends no copy while the signup experiment may send this browser to either form (only the app asks it)', async () => {
    const experiment = await site({ SIGNUP_SPLIT_SINGLE_PERCENT: '50' });
    const html = await (await experiment.app.request('/simple-onboarding')).text();
    expect(prerendered(html)).toBeNull();
    expect(html).toContain('<script defer src="/main.0123456789.js">');
    expect(prerendered(await (await experiment.app.request('/simple-onboarding?form=single')).text())).toBe('Reading B, the single form');
  });

  it('paints the form the experiment already gave this browser, during the experiment and after it', async () => {
    const given = async (ctx: Awaited<ReturnType<typeof site>>, variant: 'wizard' | 'single') => {
      const visitorId = `visitor-${variant}-${Math.random().toString(36).slice(2, 12)}`;
      await ctx.db.insert(signupExperimentVisitors).values({ visitorId, variant, assignedAt: new Date() });
      return { cookie: `fondly_signup_visitor=${visitorId}` };
    };
    // The experiment has ended (nobody new goes to the single form): a browser it kept on the single form still sees it.
    shared ??= await site();
    expect(prerendered(await page('/simple-onboarding', await given(shared, 'single')))).toBe('Reading B, the single form');
    expect(prerendered(await page('/simple-onboarding?plan=premium', await given(shared, 'single')))).toBe('Reading B with Premium and its price');
    // While it runs, a browser already drawn gets its form; a new one gets no copy (the app draws).
    const experiment = await site({ SIGNUP_SPLIT_SINGLE_PERCENT: '50' });
    const html = async (headers: Record<string, string>) => (await experiment.app.request('/simple-onboarding', { headers })).text();
    expect(prerendered(await html(await given(experiment, 'wizard')))).toBe('Reading A, the wizard');
    expect(prerendered(await html(await given(experiment, 'single')))).toBe('Reading B, the single form');
    expect(prerendered(await html({ cookie: 'fondly_signup_visitor=never-drawn-0123456789' }))).toBeNull();
    expect(prerendered(await html({ cookie: 'fondly_signup_visitor=<not an id>' }))).toBeNull();
  });

  it('paints /schedule-call for a visitor who is not signed in, and the plain shell for a family that is', async () => {
    expect(prerendered(await page('/schedule-call'))).toBe('Create your free account first');
    const signup = await shared!.app.request('/api/onboard-simple', jsonInit('POST', wizardSignup()));
    expect(signup.status).toBe(201);
    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith('fondly_session='))!.split(';')[0]!;
    const html = await page('/schedule-call', { cookie });
    expect(prerendered(html)).toBeNull();
    expect(html).toContain('<script defer src="/main.0123456789.js">');
    // A session cookie that is no longer valid is a visitor who is not signed in.
    expect(prerendered(await page('/schedule-call', { cookie: 'fondly_session=expired-or-made-up' }))).toBe('Create your free account first');
  });

  it('paints /onboarding\'s "Checking your payment…" only for a visitor with no payment in the address: a family signed in, or one back from checkout, gets the app at once', async () => {
    expect(prerendered(await page('/onboarding'))).toBe('Checking your payment…');
    const back = await page('/onboarding?transaction_id=cs_local_abc&email=ann%40example.com');
    expect(prerendered(back)).toBeNull();
    expect(back).toContain('<script defer src="/main.0123456789.js">');
    const signup = await shared!.app.request('/api/onboard-simple', jsonInit('POST', wizardSignup()));
    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith('fondly_session='))!.split(';')[0]!;
    const signedIn = await page('/onboarding', { cookie });
    expect(prerendered(signedIn)).toBeNull();
    expect(signedIn).toContain('<script defer src="/main.0123456789.js">');
  });

  it('paints /affiliates from the affiliates remote, but not the emailed confirmation link, which shows "Confirming…"', async () => {
    expect(prerendered(await page('/affiliates'))).toBe('Join the affiliate program');
    expect(prerendered(await page('/affiliates?confirm=a-token'))).toBeNull();
  });

  it('paints /sign-in\'s form, but not an emailed sign-in link, which shows "Signing you in…" while it is spent', async () => {
    expect(prerendered(await page('/sign-in'))).toBe('Email Me a Sign-In Link');
    expect(prerendered(await page('/sign-in?token=a-token'))).toBeNull();
  });

  it('follows the registry: a remote switched to a version without a prerender serves the plain shell', async () => {
    const switched = await shared!.app.request('/api/registry/affiliates', jsonInit('PUT', { version: '0.9.0' }, operatorHeaders));
    expect(switched.status).toBe(200);
    expect(prerendered(await page('/affiliates'))).toBeNull();
  });
});
