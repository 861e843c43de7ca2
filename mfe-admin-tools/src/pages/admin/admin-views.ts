import type { ComponentType } from 'react';
import type { AdminViewPath } from '../../config/operator-views';

/** Each operator view's page, loaded when it is opened: one for every view of the menu. */
export const VIEW_PAGES: Record<AdminViewPath, () => Promise<{ default: ComponentType }>> = {
  phone: () => import('../../features/phone/phone-page'),
  'calls-board': () => import('../../features/calls-board/calls-board-page'),
  outbox: () => import('../../features/outbox/outbox-page'),
  'stripe-events': () => import('../../features/stripe-events/stripe-events-page'),
  payouts: () => import('../../features/payouts/payouts-page'),
  registry: () => import('../../features/registry/registry-page'),
  experiments: () => import('../../features/experiments/experiments-page'),
  feedback: () => import('../../features/feedback/feedback-page'),
  support: () => import('../../features/support/support-page'),
  families: () => import('../../features/families/families-page'),
};
