import type { ComponentType } from 'react';

export interface OperatorView {
  /** The path under /admin/, e.g. 'registry' for /admin/registry. */
  path: string;
  label: string;
  /** Each view is a feature folder of its own: features/<view>/<view>-page.tsx. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The operator views under /admin/*, in the order the menu shows them. The folders are
 * owned by the teams whose domain they show (calls, mail, payments, families, platform).
 */
export const ADMIN_VIEWS: readonly OperatorView[] = [
  { path: 'phone', label: 'Phone simulator', load: () => import('../features/phone/phone-page') },
  { path: 'calls-board', label: 'Live calls', load: () => import('../features/calls-board/calls-board-page') },
  { path: 'outbox', label: 'Mail outbox', load: () => import('../features/outbox/outbox-page') },
  { path: 'stripe-events', label: 'Stripe webhook events', load: () => import('../features/stripe-events/stripe-events-page') },
  { path: 'payouts', label: 'Payouts and refunds', load: () => import('../features/payouts/payouts-page') },
  { path: 'registry', label: 'Remote registry', load: () => import('../features/registry/registry-page') },
  { path: 'experiments', label: 'Signup experiment', load: () => import('../features/experiments/experiments-page') },
  { path: 'feedback', label: 'Feedback received', load: () => import('../features/feedback/feedback-page') },
  { path: 'support', label: 'Support requests', load: () => import('../features/support/support-page') },
];

/** Everything in the operator menu: the API test page first, then the views. */
export const OPERATOR_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/api-test', label: 'API test and live log' },
  ...ADMIN_VIEWS.map((v) => ({ to: `/admin/${v.path}`, label: v.label })),
];
