import type { PrerenderedPage } from '@fondly/design-system';
import { MARKETING_PAGES } from '@fondly/contract';
/**
 * Each public page's title and description, for tabs, search engines and link previews. The
 * browser sets them with usePageTitle; the prerender writes the same into the served HTML.
 */
export type MarketingRoute = (typeof MARKETING_PAGES)[number]['path'];

export interface PageMeta {
  /** data-page on <main>, and the prerendered file's name: the page's name in its manifest (scripts/prerender.mjs checks). */
  name: string;
  title: string;
  description: string;
}

export const PAGE_META: Record<MarketingRoute, PageMeta> = {
  '/': {
    name: 'landing',
    title: 'Friendly phone calls that ease loneliness',
    description:
      'Fondly phones your parent or grandparent on a schedule for a warm, unhurried chat, and sends the family a Moment after every call. No app needed. Start a free 7-day trial.',
  },
  '/faq': {
    name: 'faq',
    title: 'Frequently Asked Questions',
    description:
      'How often Fondly calls on each plan, how to cancel, what a Moment is, and how we keep your family’s conversations private.',
  },
  '/about': {
    name: 'about',
    title: 'About Fondly',
    description:
      'Why we built Fondly: a caring voice on the phone for older people who live alone, with real people behind it. Call us any weekday.',
  },
  '/privacy': {
    name: 'privacy',
    title: 'Privacy Policy',
    description:
      'How Fondly protects your family’s information: encryption, no selling of data, no AI training on conversations, and your right to see and delete it all.',
  },
  '/terms': {
    name: 'terms',
    title: 'Terms of Service',
    description:
      'The terms of the Fondly service: plans and renewals, the 7-day free trial, the 30-day money-back guarantee, availability in the US and Canada.',
  },
  '/assisted-living': {
    name: 'assisted-living',
    title: 'Fondly for Assisted Living Communities',
    description:
      'Give every resident a friendly daily phone call and give families peace of mind. HIPAA-compliant. Book a 15-minute demo.',
  },
  '/gift': {
    name: 'gift',
    title: 'Give Fondly as a Gift',
    description:
      'Give someone you love months of warm phone calls: 3 months or a whole year of Fondly, with a personal message from you.',
  },
  '/pricing': {
    name: 'pricing',
    title: 'Plans and prices',
    description: 'Fondly plans: Starter, Premium and the Legacy Bundle, each with a 7-day free trial.',
  },
  '/gift/card/*': {
    name: 'gift-card',
    title: 'Your Fondly gift card',
    description: 'A printable Fondly gift card with its redemption code.',
  },
};

/** What the browser tab shows: the same rule as usePageTitle in the design-system. */
export function documentTitle(meta: PageMeta): string {
  return meta.title === 'Fondly' ? meta.title : `${meta.title} | Fondly`;
}

/** Spec section 2: both legal pages were last updated in January 2025. */
export const LEGAL_LAST_UPDATED = 'January 2025';

export const PRERENDERED: PrerenderedPage[] = MARKETING_PAGES.filter((p) => 'prerender' in p && p.prerender).map(({ path: route }) => {
  const meta = PAGE_META[route];
  return { key: route, location: route, page: meta.name, file: meta.name, title: documentTitle(meta), description: meta.description };
});
