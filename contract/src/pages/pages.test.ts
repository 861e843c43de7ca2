import { describe, expect, it } from 'vitest';
import { isSitePath, MOVED_PAGES, PAGE_MANIFESTS, pageName, SITE_ROUTES } from './index.js';

const pages = Object.values(PAGE_MANIFESTS).flat();

describe('the page manifests', () => {
  it('give every route one owner', () => {
    const paths = SITE_ROUTES.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(SITE_ROUTES).toContainEqual({ path: '/sign-in', remote: 'onboarding' });
    expect(SITE_ROUTES).toContainEqual({ path: '/admin/*', remote: 'admin-tools' });
  });

  it('name an address to open for every route pattern', () => {
    expect(pages.filter((p) => (p.visit ?? p.path).includes('*')).map((p) => p.path)).toEqual([]);
  });

  it('prerender every funnel page, and move old addresses to a page of the site', () => {
    expect(pages.filter((p) => p.funnel && !p.prerender).map((p) => p.path)).toEqual([]);
    expect(MOVED_PAGES).toEqual({ '/onboard': '/simple-onboarding', '/pricing': '/#pricing' });
    for (const to of Object.values(MOVED_PAGES)) expect(isSitePath(to.split('#')[0]!)).toBe(true);
  });

  it('name each page after its module', () => {
    expect(pageName({ module: './pages/assisted-living/assisted-living-page' })).toBe('assisted-living');
    const names = pages.map(pageName);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('decide which paths are pages (the API answers 404 for the others)', () => {
    expect(['/', '/faq', '/faq/', '/dashboard', '/dashboard/stories', '/checkout/manage'].filter((p) => !isSitePath(p))).toEqual([]);
    expect(['/dashboardx', '/no-such-page', '/faq/more'].filter(isSitePath)).toEqual([]);
  });
});
