import type { ReactNode } from 'react';
import { Section } from '../../../components/content/section';
import { SECTIONS } from '../../../lib/scroll-to-section';
import styles from '../landing.module.css';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    {path}
  </svg>
);

const FEATURES = [
  {
    title: 'Feels like a friend',
    text: 'A patient, cheerful voice that never rushes, remembers what they talked about last time and always has time for one more story.',
    icon: icon(<path d="M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z" />),
  },
  {
    title: 'Private and secure',
    text: 'Calls and transcripts are encrypted. We never sell your information, and we never use your family’s conversations to train AI.',
    icon: icon(
      <>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </>,
    ),
  },
  {
    title: 'Works on any phone',
    text: 'Landline or mobile, old or new. There is nothing to download and no screen to learn: when the phone rings, they just pick up.',
    icon: icon(<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />),
  },
  {
    title: 'Built for families',
    text: 'With Premium, brothers, sisters and grandchildren can all receive the Moments, and emergency alerts reach every family member at once.',
    icon: icon(
      <>
        <circle cx="8" cy="8" r="3" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M3 20c0-3.3 2.2-6 5-6s5 2.7 5 6M13.5 20c0-2.8 1.6-5 3.5-5s3.5 2.2 3.5 5" />
      </>,
    ),
  },
];

/** What every paid plan has (spec section 1's named features; the rest are in Pricing). */
const INCLUDED = [
  'Natural, unhurried conversations',
  'Wellness check-ins',
  'Family updates after every call',
  'A Moment and a PDF keepsake by email',
  'Works on landlines and mobiles',
  'No app needed',
];

export function Features() {
  return (
    <Section
      id={SECTIONS.features}
      title="Why families choose Fondly"
      lead="Made for people who grew up with the telephone, and for the families who love them."
    >
      <ul className={styles.features}>
        {FEATURES.map((f) => (
          <li key={f.title} className={styles.feature}>
            <span className={styles.featureIcon}>{f.icon}</span>
            <h3 className={styles.featureTitle}>{f.title}</h3>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
      <div className={styles.included}>
        <h3 className={styles.includedTitle}>Included with every plan</h3>
        <ul className={styles.includedList}>
          {INCLUDED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
