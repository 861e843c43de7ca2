import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Fallback, LoadingArea, usePageTitle } from '@fondly/design-system';
import type { Affiliate, AffiliateStats, CommissionRow } from '@fondly/contract';
import { AffiliateTopBar } from '../../components/affiliate-top-bar';
import { Tabs } from '../../components/tabs';
import { rememberCode, rememberedCode } from '../../lib/affiliate-code-store';
import { getCommissions, getMe, getStats, signOut } from '../../features/dashboard/api/affiliate-api';
import { CommissionsTable } from '../../features/dashboard/components/commissions-table';
import { EarningsChart } from '../../features/dashboard/components/earnings-chart';
import { PayoutPanel } from '../../features/dashboard/components/payout-panel';
import { ReferralLinks } from '../../features/dashboard/components/referral-links';
import { Resources } from '../../features/dashboard/components/resources';
import { SignInForm } from '../../features/dashboard/components/sign-in-form';
import { StatsCards } from '../../features/dashboard/components/stats-cards';
import '../../styles/affiliates.css';

type Session = { status: 'checking' } | { status: 'signed-out' } | { status: 'failed' } | { status: 'signed-in'; affiliate: Affiliate };

/**
 * /affiliate-dashboard: the key entry when signed out; when signed in, the affiliate's own
 * numbers, earnings chart, payout request and the three tabs of spec section 2.
 */
export default function AffiliateDashboardPage() {
  const [params] = useSearchParams();
  const [session, setSession] = useState<Session>({ status: 'checking' });
  const [round, setRound] = useState(0);
  usePageTitle(session.status === 'signed-in' ? 'Affiliate dashboard' : 'Access Affiliate Dashboard');

  useEffect(() => {
    let live = true;
    getMe().then(
      (me) => live && setSession(me ? { status: 'signed-in', affiliate: me.affiliate } : { status: 'signed-out' }),
      () => live && setSession({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [round]);

  const signedIn = useCallback((affiliate: Affiliate) => {
    rememberCode(affiliate.referralCode);
    setSession({ status: 'signed-in', affiliate });
  }, []);

  return (
    <main className="aff-page" data-page="affiliate-dashboard">
      <AffiliateTopBar current="dashboard" />
      {session.status === 'checking' && <LoadingArea label="Loading your dashboard…" minHeight="20rem" />}
      {session.status === 'failed' && (
        <Fallback title="We couldn't load your dashboard" message="Please check your connection and try again." onRetry={() => setRound((r) => r + 1)} />
      )}
      {session.status === 'signed-out' && (
        <div className="aff-signin-wrap">
          <SignInForm knownCode={params.get('code') ?? rememberedCode()} onSignedIn={signedIn} />
        </div>
      )}
      {session.status === 'signed-in' && (
        <Dashboard
          affiliate={session.affiliate}
          onSignedOut={() => {
            setSession({ status: 'signed-out' });
          }}
        />
      )}
    </main>
  );
}

type Data = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; stats: AffiliateStats; commissions: CommissionRow[] };

function Dashboard({ affiliate, onSignedOut }: { affiliate: Affiliate; onSignedOut: () => void }) {
  const code = affiliate.referralCode;
  const [data, setData] = useState<Data>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [tab, setTab] = useState('links');
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([getStats(code), getCommissions(code)]).then(
      ([stats, list]) => live && setData({ status: 'ready', stats, commissions: list.commissions }),
      () => live && setData({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [code, round]);

  async function leave() {
    setLeaving(true);
    await signOut().catch(() => undefined);
    onSignedOut();
  }

  return (
    <>
      <header className="aff-dash-header">
        <div>
          <h1 className="aff-dash-header__title">Welcome back, {affiliate.name.split(' ')[0]}</h1>
          <p className="aff-muted">
            Referral code <code className="aff-code">{code}</code>
          </p>
        </div>
        <Button variant="ghost" onClick={leave} loading={leaving} loadingText="Signing out…">
          Sign out
        </Button>
      </header>

      {data.status === 'loading' && <LoadingArea label="Loading your earnings…" minHeight="16rem" />}
      {data.status === 'failed' && (
        <Fallback title="We couldn't load your earnings" message="Please check your connection and try again." onRetry={() => setRound((r) => r + 1)} />
      )}
      {data.status === 'ready' && (
        <>
          <StatsCards stats={data.stats} />
          <div className="aff-dash-grid">
            <EarningsChart months={data.stats.earningsByMonth} />
            <PayoutPanel code={code} stats={data.stats} onRequested={() => setRound((r) => r + 1)} />
          </div>
          <Tabs
            label="Affiliate tools"
            selected={tab}
            onSelect={setTab}
            items={[
              { id: 'links', label: 'Referral Links', panel: <ReferralLinks code={code} /> },
              { id: 'commissions', label: 'Commissions', panel: <CommissionsTable commissions={data.commissions} referrals={data.stats.totalReferrals} ratePercent={data.stats.commissionRate} /> },
              { id: 'resources', label: 'Resources', panel: <Resources /> },
            ]}
          />
        </>
      )}
    </>
  );
}
