import type { PageEntry } from './page.js';

/** The public site (mfe-marketing). */
export const MARKETING_PAGES = [
  { path: '/', module: './pages/landing/landing-page', prerender: true },
  { path: '/faq', module: './pages/faq/faq-page', prerender: true },
  { path: '/about', module: './pages/about/about-page', prerender: true },
  { path: '/privacy', module: './pages/privacy/privacy-page', prerender: true },
  { path: '/terms', module: './pages/terms/terms-page', prerender: true },
  { path: '/assisted-living', module: './pages/assisted-living/assisted-living-page', prerender: true },
  { path: '/gift', module: './pages/gift/gift-page', prerender: true, funnel: true },
  // People type /pricing and old links use it: the plans are the landing page's pricing section.
  { path: '/pricing', module: './pages/pricing/pricing-page', movedTo: '/#pricing' },
  { path: '/gift/card/*', module: './pages/gift-card/gift-card-page', visit: '/gift/card/FOND-ABCD-EF23' },
] as const satisfies readonly PageEntry[];
