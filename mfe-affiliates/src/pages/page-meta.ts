import type { PrerenderedPage } from '@fondly/design-system';
import { COMMISSION_RATE_PERCENT } from '@fondly/contract';

/** The affiliate program's page, rendered to HTML at build time (scripts/prerender.mjs; decision 115). */
export const AFFILIATES_TEXT = {
  title: 'Affiliate program',
  description: `Earn ${COMMISSION_RATE_PERCENT}% recurring commission for every family you bring to Fondly.`,
} as const;

export const PRERENDERED: PrerenderedPage[] = [
  {
    key: '/affiliates',
    location: '/affiliates',
    page: 'affiliates',
    file: 'affiliates',
    title: `${AFFILIATES_TEXT.title} | Fondly`,
    description: AFFILIATES_TEXT.description,
  },
];
