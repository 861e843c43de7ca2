import type { PrerenderedPage } from '@fondly/design-system';
import { FUNNEL_PLANS } from '@fondly/contract';

/**
 * The funnel's pages rendered to HTML at build time (scripts/prerender.mjs; decision 115),
 * served by the API before any JavaScript runs. The titles and descriptions are the ones the
 * pages set with usePageTitle.
 */
export const PAGE_TEXT = {
  simpleOnboarding: {
    title: 'Get started',
    description: 'Set up calls from a warm AI companion for someone you love. It takes just 60 seconds.',
  },
  onboarding: { title: 'Complete your setup' },
  scheduleCall: { title: 'Schedule Your First Call' },
  sampleCall: { title: 'Hear a Sample Call', description: 'Listen to 30 seconds of a Fondly companion call.' },
  signIn: { title: 'Sign in' },
} as const;

/** The shell's own description (shell/index.html), for pages that set none. */
const SITE_DESCRIPTION =
  'Fondly phones your parent or grandparent on a schedule with a warm AI companion, and sends the family a Moment after every call.';

const full = (title: string) => `${title} | Fondly`;

export const PRERENDERED: PrerenderedPage[] = [
  // Reading A (the wizard) is the default; the API serves Reading B to the browsers the
  // signup experiment sends there, and for ?form=single.
  {
    key: '/simple-onboarding',
    location: '/simple-onboarding?form=wizard',
    page: 'simple-onboarding',
    file: 'simple-onboarding',
    title: full(PAGE_TEXT.simpleOnboarding.title),
    description: PAGE_TEXT.simpleOnboarding.description,
  },
  {
    key: '/simple-onboarding?form=single',
    location: '/simple-onboarding?form=single',
    page: 'simple-onboarding',
    file: 'simple-onboarding-single',
    title: full(PAGE_TEXT.simpleOnboarding.title),
    description: PAGE_TEXT.simpleOnboarding.description,
  },
  // Reading B names the plan and its price (?plan= from the landing page): a copy per plan.
  ...FUNNEL_PLANS.filter((plan) => plan !== 'free').map((plan) => ({
    key: `/simple-onboarding?form=single&plan=${plan}`,
    location: `/simple-onboarding?form=single&plan=${plan}`,
    page: 'simple-onboarding',
    file: `simple-onboarding-single-${plan}`,
    title: full(PAGE_TEXT.simpleOnboarding.title),
    description: PAGE_TEXT.simpleOnboarding.description,
  })),
  // The frame and "Checking your payment…": what follows depends on the checkout.
  { key: '/onboarding', location: '/onboarding', page: 'onboarding', file: 'onboarding', title: full(PAGE_TEXT.onboarding.title), description: SITE_DESCRIPTION },
  // What a visitor who is not signed in sees (the API serves it only to them).
  {
    key: '/schedule-call',
    location: '/schedule-call',
    page: 'schedule-call',
    file: 'schedule-call',
    title: full(PAGE_TEXT.scheduleCall.title),
    description: SITE_DESCRIPTION,
  },
  // The form that asks for a link; a link being spent (?token=) is the app's to show.
  { key: '/sign-in', location: '/sign-in', page: 'sign-in', file: 'sign-in', title: full(PAGE_TEXT.signIn.title), description: SITE_DESCRIPTION },
  {
    key: '/sample-call',
    location: '/sample-call',
    page: 'sample-call',
    file: 'sample-call',
    title: full(PAGE_TEXT.sampleCall.title),
    description: PAGE_TEXT.sampleCall.description,
  },
];
