import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { Button, Fallback, LoadingArea, toast, usePageTitle, useResource } from '@fondly/design-system';
import type { Account } from '@fondly/contract';
import { PageShell } from '../../components/page-shell';
import styles from '../../components/forms.module.css';
import { getAccount, signOut } from '../../api/account';
import { getDashboard } from '../../api/dashboard';
import { onSessionChange } from '../../lib/session-broadcast';
import { SignInForm } from '../../features/sign-in/sign-in-form';
import { CallHistory } from '../../features/dashboard/call-history';
import { CallSettings } from '../../features/dashboard/call-settings';
import { DashboardHome } from '../../features/dashboard/dashboard-home';
import { HelpSupport } from '../../features/dashboard/help-support';
import { Privacy } from '../../features/dashboard/privacy';
import { StoryLibrary } from '../../features/dashboard/story-library';

/** Email and alert settings load when opened: /dashboard/* keeps to its JavaScript budget (decision 115). */
/** Only for a browser that is not signed in: its own chunk, so /dashboard/* keeps to its budget. */
const WaitingPayment = lazy(() => import('../../features/sign-in/waiting-payment').then((m) => ({ default: m.WaitingPayment })));
/** Call Scheduling loads when opened, like Email Settings: /dashboard/* keeps to its budget with Call Now on the dashboard (decision 182). */
const CallScheduling = lazy(() => import('../../features/dashboard/call-scheduling').then((m) => ({ default: m.CallScheduling })));
const EmailSettings = lazy(() => import('../../features/dashboard/email-settings').then((m) => ({ default: m.EmailSettings })));

/**
 * /dashboard/*: the signed-in family's home. Every card opens its own view under
 * /dashboard/… A browser that is not signed in is offered an emailed sign-in link.
 */
export default function DashboardPage() {
  // Each view names itself (Welcome, Call History, …); until one shows, this is the dashboard.
  usePageTitle('Your dashboard');
  const account = useResource(getAccount, []);
  // Signed out here (or the account deleted): nothing to show but the sign-in form.
  const { reload, setData } = account;
  const signedOut = () => setData(null);
  // Another tab of this browser signed in (finished the setup after paying, opened a sign-in
  // link) or out: this one follows, without a reload. Coming back to the tab checks again too.
  useEffect(() => {
    const stop = onSessionChange(() => reload());
    const onVisible = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);

  if (account.loading && account.data === undefined) {
    return (
      <PageShell page="dashboard" width="wide">
        <LoadingArea label="Loading your dashboard…" minHeight="20rem" />
      </PageShell>
    );
  }
  if (!account.data) {
    return (
      <PageShell page="dashboard">
        <Suspense fallback={null}>
          <WaitingPayment />
        </Suspense>
        <div className={styles.formCard}>
          <SignInForm headingLevel={1} />
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell page="dashboard" width="wide" actions={<SignOutButton onDone={signedOut} />}>
      <SignedIn account={account.data} onDeleted={signedOut} />
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
  // Read again after a Call Now without blanking the page: the last answer stays until the new one comes.
  if (dashboard.loading && !dashboard.data) return <LoadingArea label="Loading your dashboard…" minHeight="20rem" />;
  if (!dashboard.data) return <Fallback title="Your dashboard could not load" onRetry={dashboard.reload} />;
  return <DashboardHome dashboard={dashboard.data} onCallsChanged={dashboard.reload} />;
}

function SignedIn({ account, onDeleted }: { account: Account; onDeleted: () => void }) {
  return (
    <Routes>
      <Route index element={<DashboardIndex />} />
      <Route
        path="schedule"
        element={
          <Suspense fallback={<LoadingArea label="Loading your schedule…" minHeight="20rem" />}>
            <CallScheduling account={account} />
          </Suspense>
        }
      />
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
