import type { PrerenderedPage } from '@fondly/design-system';

/** The public page of this remote, rendered to HTML at build time (scripts/prerender.mjs; decision 115). */
export const PRERENDERED: PrerenderedPage[] = [
  {
    key: '/logo-showcase',
    location: '/logo-showcase',
    page: 'logo-showcase',
    file: 'logo-showcase',
    title: 'Logo showcase | Fondly',
    description: 'The Fondly logo in every size and variant, and how to use it from the design system.',
  },
];
