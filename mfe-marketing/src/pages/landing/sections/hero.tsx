import { RouterButton } from '@fondly/design-system';
import { SampleCallButton } from '../../../features/sample-call/components/sample-call-button';
import styles from '../landing.module.css';

/** Where the hero's main button leads (spec section 2). */
// The trial is 7 days of Starter with a card (decision 128); Free has no trial.
export const FREE_TRIAL_PATH = '/simple-onboarding?plan=starter';

/** The claims the spec lists for the marketing pages, as the spec words them. */
const CLAIMS = [
  { figure: '90%', label: 'less loneliness' },
  { figure: '2,500+', label: 'monthly conversations' },
  { figure: '98%', label: 'family satisfaction' },
];

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.heroEyebrow}>A caring voice for the people you love</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            Ending loneliness, one friendly phone call at a time
          </h1>
          <p className={styles.heroLead}>
            Fondly is a friendly AI companion that phones your mom, dad or grandparent on the schedule you choose. They talk
            about their day, their memories and whatever is on their mind. After every call, you get a short Moment, so you
            always know how they are doing.
          </p>
          <div className={styles.heroActions}>
            <RouterButton to={FREE_TRIAL_PATH} size="lg">
              Start Free 7-Day Trial
            </RouterButton>
            <SampleCallButton />
          </div>
          <ul className={styles.reassurance}>
            <li>No app or smartphone needed</li>
            <li>First call within 24 hours</li>
            <li>Cancel any time</li>
          </ul>
        </div>
        <HeroIllustration />
      </div>
      <div className={styles.claimsWrap}>
        <ul className={styles.claims} aria-label="Fondly in numbers">
          {CLAIMS.map((c) => (
            <li key={c.label}>
              <strong className={styles.claimFigure}>{c.figure}</strong> <span>{c.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A home phone and two speech bubbles; drawn inline so it paints with the text and needs no request. */
function HeroIllustration() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 320 280" width="320" height="280" aria-hidden="true" focusable="false">
      <circle cx="160" cy="150" r="120" fill="#e1f0ee" />
      <rect x="78" y="150" width="150" height="96" rx="22" fill="#0b5d5e" />
      <rect x="98" y="172" width="110" height="52" rx="10" fill="#fbf7f1" />
      <g fill="#0b5d5e">
        <circle cx="122" cy="187" r="6" />
        <circle cx="153" cy="187" r="6" />
        <circle cx="184" cy="187" r="6" />
        <circle cx="122" cy="209" r="6" />
        <circle cx="153" cy="209" r="6" />
        <circle cx="184" cy="209" r="6" />
      </g>
      <path d="M64 150c0-40 42-62 89-62s89 22 89 62v8h-44v-14c0-10-20-18-45-18s-45 8-45 18v14H64v-8z" fill="#084546" />
      <path d="M188 34h84a18 18 0 0 1 18 18v34a18 18 0 0 1-18 18h-40l-22 18v-18h-22a18 18 0 0 1-18-18V52a18 18 0 0 1 18-18z" fill="#fff" stroke="#e0873a" strokeWidth="4" />
      <path d="M230 92l-4-3.6c-14-12.7-23.3-21-23.3-31.3 0-8.4 6.6-15 15-15 4.7 0 9.3 2.2 12.3 5.7 3-3.5 7.6-5.7 12.3-5.7 8.4 0 15 6.6 15 15 0 10.3-9.3 18.6-23.3 31.3l-4 3.6z" fill="#e0873a" transform="translate(0 -2) scale(1) " />
      <path d="M40 60h76a16 16 0 0 1 16 16v22a16 16 0 0 1-16 16H72l-18 14v-14H40a16 16 0 0 1-16-16V76a16 16 0 0 1 16-16z" fill="#fff" stroke="#0b5d5e" strokeWidth="4" />
      <g fill="#0b5d5e">
        <circle cx="58" cy="87" r="6" />
        <circle cx="78" cy="87" r="6" />
        <circle cx="98" cy="87" r="6" />
      </g>
    </svg>
  );
}
