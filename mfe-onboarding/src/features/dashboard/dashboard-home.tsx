import { lazy, Suspense } from 'react';
import { Button, Card, usePageTitle, useResource, RouterButton } from '@fondly/design-system';
import { AGENT_TYPE_LABELS, type Dashboard, type StorySummary } from '@fondly/contract';
import { formatCallTime } from '../../lib/format';
import { listStories, SAMPLE_KEEPSAKE_URL } from '../../api/dashboard';
import { AtAGlance } from './at-a-glance';
import { PlanBanner } from './plan-banner';
import { ConfirmEmailNote } from './confirm-email-note';
import { OpenAlerts } from './open-alerts';
import { ReferAFriend } from './refer-a-friend';
import { CallNow } from './call-now';
import styles from './dashboard.module.css';

// Below the fold and only for families with calls: its own chunk, so the first load stays in budget (decision 115).
// The week-by-week chart sits below the first screen: it loads after the page (the /dashboard/* first-load budget).
const ActivityChart = lazy(() => import('./activity-chart').then((m) => ({ default: m.ActivityChart })));
const LonelinessCard = lazy(() => import('./loneliness-card').then((m) => ({ default: m.LonelinessCard })));

/**
 * The dashboard: Welcome and the main button, then what matters first (any open alert, the
 * plan, the next call, the latest Moment), the chart, and the cards. Call Now is offered beside
 * each person in the Call Scheduling card, as on the schedule page (same rules, same words).
 */
export function DashboardHome({ dashboard, onCallsChanged }: { dashboard: Dashboard; onCallsChanged?: () => void }) {
  const { account, recipients, totals } = dashboard;
  usePageTitle('Welcome');
  const stories = useResource(listStories, []);
  const latest: StorySummary | undefined = stories.data?.[0];
  // Once a first call is planned or made, the main button adds a person; it never reopens hers.
  // Paused calls are still her calls: pausing empties the plan, and must not turn the button back
  // into "Schedule First Real Call" (the walk found it changing meaning while calls were paused).
  const hasCalls = totals.completedCalls > 0 || recipients.some((r) => r.upcomingCalls.length > 0 || r.schedule?.paused);
  return (
    <>
      <div className={styles.top}>
        <div>
          <h1>Welcome</h1>
          <p>Signed in as {account.name}</p>
        </div>
        {hasCalls ? (
          <RouterButton to="/schedule-call" size="lg">
            Add someone else to call
          </RouterButton>
        ) : (
          <RouterButton to={recipients[0] ? `/schedule-call?recipient=${encodeURIComponent(recipients[0].id)}` : '/schedule-call'} size="lg">
            Schedule First Real Call
          </RouterButton>
        )}
      </div>
      <OpenAlerts />
      {!account.emailConfirmed && <ConfirmEmailNote email={account.email} />}
      <PlanBanner account={account} />
      <AtAGlance recipients={recipients} latest={latest} loadingStories={stories.loading} />
      <Card title="Calls and mood, week by week" headingLevel={2}>
        <Suspense fallback={null}>
          {/* One chart per person, named: two people's moods are never one line. */}
          {dashboard.activityByPerson.map((p) => (
            <ActivityChart key={p.recipientId} weeks={p.weeks} name={p.name} named={dashboard.activityByPerson.length > 1} />
          ))}
        </Suspense>
      </Card>
      <Suspense fallback={null}>
        <LonelinessCard />
      </Suspense>
      <div className={styles.grid}>
        <Card title="Call Scheduling" headingLevel={2} footer={<RouterButton to="/dashboard/schedule">Manage Schedule</RouterButton>}>
          <ul className={styles.cardList}>
            {recipients.map((r) => (
              <li key={r.id}>
                <strong>{r.name}</strong>:{' '}
                {r.schedule?.paused
                  ? 'calls paused'
                  : r.upcomingCalls[0]
                    ? `next call ${formatCallTime(r.upcomingCalls[0].dueAt, r.schedule?.timeZone ?? 'America/New_York')}`
                    : 'no call planned yet'}
                <CallNow recipient={r} onPlaced={onCallsChanged} />
              </li>
            ))}
            {recipients.length === 0 && <li className={styles.empty}>No one to call yet.</li>}
          </ul>
        </Card>
        <Card title="Story Library" headingLevel={2} footer={<RouterButton to="/dashboard/stories">Browse Stories</RouterButton>}>
          {stories.loading ? (
            <p className={styles.empty}>Loading…</p>
          ) : latest ? (
            <p>
              {stories.data!.length} {stories.data!.length === 1 ? 'keepsake' : 'keepsakes'} so far, each to read and download as a PDF.
            </p>
          ) : (
            <p className={styles.empty}>Moments and stories from each call will be kept here, to read and download as PDFs.</p>
          )}
        </Card>
        <Card title="Call Settings" headingLevel={2} footer={<RouterButton to="/dashboard/settings">Customize Calls</RouterButton>}>
          <ul className={styles.cardList}>
            {recipients.map((r) => (
              <li key={r.id}>
                <strong>{r.name}</strong>: {AGENT_TYPE_LABELS[r.agentType]}, {r.voice} voice, {r.topics.length ? `${r.topics.length} topics` : 'no topics chosen yet'}
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Call History" headingLevel={2} footer={<RouterButton to="/dashboard/history">View History</RouterButton>}>
          <p>
            {totals.completedCalls === 0
              ? 'No calls yet. Each call will be listed here with how it went and what was said.'
              : `${totals.completedCalls} ${totals.completedCalls === 1 ? 'call' : 'calls'} so far, ${totals.minutesTalked} ${totals.minutesTalked === 1 ? 'minute' : 'minutes'} of conversation.`}
          </p>
        </Card>
        <Card title="Quick Actions" headingLevel={2}>
          <div className={styles.quick}>
            <Button href={SAMPLE_KEEPSAKE_URL} target="_blank" rel="noopener" variant="secondary" fullWidth>
              Test Sample PDF
            </Button>
            <RouterButton to="/dashboard/email-settings" variant="secondary" fullWidth>
              Email Settings
            </RouterButton>
            <RouterButton to="/dashboard/support" variant="secondary" fullWidth>
              Help &amp; Support
            </RouterButton>
          </div>
        </Card>
        {account.referralCode && <ReferAFriend code={account.referralCode} />}
        <Card title="Your Account and Data" headingLevel={2} footer={<RouterButton to="/dashboard/privacy" variant="secondary">Privacy Options</RouterButton>}>
          <p>Download everything we hold about your family, or delete your account.</p>
        </Card>
      </div>
    </>
  );
}
