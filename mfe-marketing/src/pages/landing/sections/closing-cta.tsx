import { RouterButton } from '@fondly/design-system';
import { FREE_TRIAL_PATH } from './hero';
import styles from '../landing.module.css';

export function ClosingCta() {
  return (
    <section className={styles.closing} aria-labelledby="closing-title">
      <div className={styles.closingInner}>
        <h2 id="closing-title" className={styles.closingTitle}>
          Give them someone to talk to, starting this week
        </h2>
        <p className={styles.closingLead}>
          Setting up takes a minute. The first call comes within 24 hours, and the first 7 days are free.
        </p>
        <RouterButton to={FREE_TRIAL_PATH} size="lg" variant="secondary">
          Start Free 7-Day Trial
        </RouterButton>
      </div>
    </section>
  );
}
