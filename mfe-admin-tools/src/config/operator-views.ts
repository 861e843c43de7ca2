/**
 * The operator views under /admin/*, in the order the menu shows them. The folders are
 * owned by the teams whose domain they show (calls, mail, payments, families, platform).
 * Each view is a feature folder of its own (features/<view>/<view>-page.tsx), loaded by the
 * admin page (pages/admin/admin-views.ts); this menu imports none of them, so the layout that
 * shows it does not import the views that use the layout.
 */
export const ADMIN_VIEWS = [
  { path: 'phone', label: 'Phone simulator' },
  { path: 'calls-board', label: 'Live calls' },
  { path: 'outbox', label: 'Mail outbox' },
  { path: 'stripe-events', label: 'Stripe webhook events' },
  { path: 'payouts', label: 'Payouts and refunds' },
  { path: 'registry', label: 'Remote registry' },
  { path: 'experiments', label: 'Signup experiment' },
  { path: 'feedback', label: 'Feedback received' },
  { path: 'support', label: 'Support requests' },
  { path: 'families', label: 'Families' },
] as const satisfies ReadonlyArray<{ path: string; label: string }>;

/** The path under /admin/ of a view, e.g. 'registry' for /admin/registry. */
export type AdminViewPath = (typeof ADMIN_VIEWS)[number]['path'];

/** Everything in the operator menu: the API test page first, then the views. */
export const OPERATOR_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/api-test', label: 'API test and live log' },
  ...ADMIN_VIEWS.map((v) => ({ to: `/admin/${v.path}`, label: v.label })),
];
