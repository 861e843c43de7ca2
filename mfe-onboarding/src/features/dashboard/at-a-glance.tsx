import { Button, Card, RouterButton } from '@fondly/design-system';
import type { Dashboard, StorySummary } from '@fondly/contract';
import { formatCallTime, formatDate } from '../../lib/format';
import { SAMPLE_KEEPSAKE_URL } from '../../api/dashboard';
import styles from './dashboard.module.css';

/** The earliest planned call of anyone the family has, with her name and her zone. */
function nextCall(recipients: Dashboard['recipients']) {
  let next: { name: string; when: string; at: number } | null = null;
  for (const r of recipients) {
    const call = r.schedule?.paused ? undefined : r.upcomingCalls[0];
    if (!call) continue;
    const at = Date.parse(call.dueAt);
    if (!next || at < next.at) next = { name: r.name, when: formatCallTime(call.dueAt, r.schedule?.timeZone ?? 'America/New_York'), at };
  }
  return next;
}

/**
 * The top of the dashboard, after any open alert: when the next call is and the last
 * Moment that came of a call, each with the one thing to do about it.
 */
export function AtAGlance({ recipients, latest, loadingStories }: { recipients: Dashboard['recipients']; latest: StorySummary | undefined; loadingStories: boolean }) {
  const next = nextCall(recipients);
  const paused = recipients.length > 0 && recipients.every((r) => r.schedule?.paused);
  return (
    <div className={styles.glance}>
      {/* Its schedule is one card further down (Call Scheduling): one way to each place. */}
      <Card title="Next call" headingLevel={2}>
        {next ? (
          <p data-testid="next-call">
            <strong>{next.name}</strong>, {next.when}
          </p>
        ) : (
          <p className={styles.empty} data-testid="next-call">
            {paused ? 'Calls are paused.' : recipients.length === 0 ? 'No one to call yet.' : 'No call planned yet.'}
          </p>
        )}
      </Card>
      <Card
        title={latest?.kind === 'story' ? 'Latest story' : 'Latest Moment'}
        headingLevel={2}
        footer={
          latest ? (
            <div className={styles.footerActions}>
              <RouterButton to={`/dashboard/stories?open=${encodeURIComponent(latest.id)}`} variant="secondary">
                Read It
              </RouterButton>
              <Button href={latest.pdfUrl} variant="ghost" target="_blank" rel="noopener">
                Download PDF
              </Button>
            </div>
          ) : (
            <Button href={SAMPLE_KEEPSAKE_URL} target="_blank" rel="noopener" variant="secondary">
              See a Sample Keepsake
            </Button>
          )
        }
      >
        {loadingStories ? (
          <p className={styles.empty}>Loading…</p>
        ) : latest ? (
          <div data-testid="latest-moment">
            <p>
              <strong>{latest.title}</strong> ({latest.recipientName}, {formatDate(latest.occurredAt)})
            </p>
            <p className={styles.excerpt}>{latest.excerpt}</p>
            <HerVoice latest={latest} consent={recipients.find((r) => r.id === latest.recipientId)?.recordingConsent ?? null} />
          </div>
        ) : (
          <p className={styles.empty} data-testid="latest-moment">
            After each call a Moment (two or three sentences from the conversation) arrives by email, as text and as a PDF keepsake, and is kept here.
          </p>
        )}
      </Card>
    </div>
  );
}

/** Her voice from the call (docs/recordings.md): a player, or plainly why there is none, and what she answered about recordings. */
function HerVoice({ latest, consent }: { latest: StorySummary; consent: 'yes' | 'no' | null }) {
  const first = latest.recipientName.split(/\s+/)[0];
  const voice = latest.voice;
  return (
    <div data-testid="her-voice">
      {voice?.state === 'kept' ? (
        <>
          <audio controls preload="none" src={voice.audioUrl} aria-label={`${first}'s own voice`} />
          <p>
            <a href={voice.listenUrl} target="_blank" rel="noopener">
              Hear {first} say it
            </a>
          </p>
        </>
      ) : voice?.state === 'declined' ? (
        <p className={styles.empty}>No recording: {first} preferred not to be recorded.</p>
      ) : null}
      <p className={styles.empty} data-testid="recording-consent">
        Recordings of {first}'s voice: {consent === 'yes' ? `${first} said yes` : consent === 'no' ? `${first} preferred not` : `not asked yet (asked on ${first}'s next call)`}
      </p>
    </div>
  );
}
