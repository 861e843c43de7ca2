import { Section } from '../../../components/content/section';
import { SECTIONS } from '../../../lib/scroll-to-section';
import styles from '../landing.module.css';

const STEPS = [
  {
    title: 'Simple setup',
    text: 'Tell us your loved one’s name, their phone number and the best time to call. It takes about a minute, and they don’t need to install anything.',
  },
  {
    title: 'Regular companion calls',
    text: 'Fondly phones at the times you choose, from a few times a week to every day. Each call lasts 10 to 15 minutes and always starts by saying it is an AI companion.',
  },
  {
    title: 'Meaningful conversations',
    text: 'The companion remembers earlier chats, asks about family, hobbies and the old days, and listens to the stories only they can tell.',
  },
  {
    title: 'Family peace of mind',
    text: 'After each call you receive a Moment by email: two or three sentences about how they are and what they talked about, with a PDF keepsake.',
  },
];

export function HowItWorks() {
  return (
    <Section
      id={SECTIONS.howItWorks}
      title="How AI Companionship Works"
      lead="Four simple steps from signing up to a weekly conversation your loved one looks forward to."
      tone="surface"
    >
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>
              <span className="fds-visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
