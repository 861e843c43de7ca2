import { lazy, Suspense, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { Button, Fallback, LoadingArea, toast, usePageTitle, useResource } from '@fondly/design-system';
import type { Account } from '@fondly/contract';
import { PageShell } from '../../components/page-shell';
import styles from '../../components/forms.module.css';
import { getAccount, signOut } from '../../api/account';
import { getDashboard } from '../../api/dashboard';
import { SignInForm } from '../../features/sign-in/sign-in-form';
import { CallHistory } from '../../features/dashboard/call-history';
import { CallScheduling } from '../../features/dashboard/call-scheduling';
import { CallSettings } from '../../features/dashboard/call-settings';
import { DashboardHome } from '../../features/dashboard/dashboard-home';
import { HelpSupport } from '../../features/dashboard/help-support';
import { Privacy } from '../../features/dashboard/privacy';
import { StoryLibrary } from '../../features/dashboard/story-library';

/** Email and alert settings load when opened: /dashboard/* keeps to its JavaScript budget (decision 115). */
const EmailSettings = lazy(() => import('../../features/dashboard/email-settings').then((m) => ({ default: m.EmailSettings })));

/**
 * /dashboard/*: the signed-in family's home. Every card opens its own view under
 * /dashboard/… A browser that is not signed in is offered an emailed sign-in link.
 */
export default function DashboardPage() {
  // Each view names itself (Welcome, Call History, …); until one shows, this is the dashboard.
  usePageTitle('Your dashboard');
  const account = useResource(getAccount, []);
  const [signedOut, setSignedOut] = useState(false);

  if (account.loading) {
    return (
      <PageShell page="dashboard" width="wide">
        <LoadingArea label="Loading your dashboard…" minHeight="20rem" />
      </PageShell>
    );
  }
  if (!account.data || signedOut) {
    return (
      <PageShell page="dashboard">
        <div className={styles.formCard}>
          <SignInForm headingLevel={1} />
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell page="dashboard" width="wide" actions={<SignOutButton onDone={() => setSignedOut(true)} />}>
      <SignedIn account={account.data} onDeleted={() => setSignedOut(true)} />
    </PageShell>
  );
}

function SignOutButton({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      loading={busy}
      loadingText="Signing out..."
      onClick={async () => {
        setBusy(true);
        try {
          await signOut();
        } finally {
          onDone();
          toast({ title: 'You are signed out', variant: 'success' });
          navigate('/dashboard', { replace: true });
        }
      }}
    >
      Sign Out
    </Button>
  );
}

/** Loads afresh each time the family comes back from a card's view, so changes show. */
function DashboardIndex() {
  const dashboard = useResource(getDashboard, []);
  if (dashboard.loading) return <LoadingArea label="Loading your dashboard…" minHeight="20rem" />;
  if (!dashboard.data) return <Fallback title="Your dashboard could not load" onRetry={dashboard.reload} />;
  return <DashboardHome dashboard={dashboard.data} />;
}

function SignedIn({ account, onDeleted }: { account: Account; onDeleted: () => void }) {
  return (
    <Routes>
      <Route index element={<DashboardIndex />} />
      <Route path="schedule" element={<CallScheduling account={account} />} />
      <Route path="stories" element={<StoryLibrary />} />
      <Route path="settings" element={<CallSettings />} />
      <Route path="history" element={<CallHistory />} />
      <Route path="email-settings" element={<Suspense fallback={<LoadingArea label="Loading your email settings…" minHeight="20rem" />}><EmailSettings /></Suspense>} />
      <Route path="support" element={<HelpSupport />} />
      <Route path="privacy" element={<Privacy account={account} onDeleted={onDeleted} />} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
