import { lazy, Suspense } from 'react';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { LoadingArea } from '@fondly/design-system';
import { usePageTitle } from '../../lib/use-page-title';

/** The operator views under /admin/*. Each view is a feature folder of its own. */
export const ADMIN_VIEWS = [
  { path: 'phone', label: 'Phone simulator', Page: lazy(() => import('../../features/phone/phone-page')) },
  { path: 'calls-board', label: 'Live calls', Page: lazy(() => import('../../features/calls-board/calls-board-page')) },
  { path: 'outbox', label: 'Mail outbox', Page: lazy(() => import('../../features/outbox/outbox-page')) },
  { path: 'stripe-events', label: 'Stripe webhook events', Page: lazy(() => import('../../features/stripe-events/stripe-events-page')) },
  { path: 'payouts', label: 'Payouts and refunds', Page: lazy(() => import('../../features/payouts/payouts-page')) },
  { path: 'registry', label: 'Remote registry', Page: lazy(() => import('../../features/registry/registry-page')) },
  { path: 'experiments', label: 'Signup experiment', Page: lazy(() => import('../../features/experiments/experiments-page')) },
  { path: 'feedback', label: 'Feedback received', Page: lazy(() => import('../../features/feedback/feedback-page')) },
  { path: 'support', label: 'Support requests', Page: lazy(() => import('../../features/support/support-page')) },
];

export default function AdminPage() {
  usePageTitle('Operator views');
  return (
    <main className="fds-container" data-page="admin">
      <h1>Operator views</h1>
      <nav aria-label="Operator views">
        <ul>
          {ADMIN_VIEWS.map((v) => (
            <li key={v.path}>
              <NavLink to={`/admin/${v.path}`}>{v.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<LoadingArea label="Loading…" />}>
        <Routes>
          <Route index element={<Navigate to="calls-board" replace />} />
          {ADMIN_VIEWS.map((v) => (
            <Route key={v.path} path={v.path} element={<v.Page />} />
          ))}
        </Routes>
      </Suspense>
    </main>
  );
}
