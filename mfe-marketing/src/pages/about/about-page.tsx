import { Button, RouterButton } from '@fondly/design-system';
import { IntroPage } from '../../components/content/intro-page';
import { SITE } from '../../config/site';
import content from '../../components/content/content.module.css';
import styles from './about.module.css';

const CLAIMS = [
  { figure: '2,500+', label: 'monthly conversations' },
  { figure: '98%', label: 'family satisfaction' },
  { figure: '90%', label: 'less loneliness' },
];

const BELIEFS = [
  {
    title: 'Honest from the first hello',
    text: 'Every call starts by saying that the companion is an AI calling on behalf of the family. Nobody is ever tricked into thinking they are talking to a person.',
  },
  {
    title: 'Your family’s words stay your family’s',
    text: 'Conversations are encrypted, never sold and never used to train AI. You can see or delete everything at any time.',
  },
  {
    title: 'People behind the voice',
    text: 'A real support team reads every message and answers within 24 hours. If a call worries us, the family hears about it straight away.',
  },
  {
    title: 'Made for the telephone generation',
    text: 'No apps, no passwords, no screens. If they can answer a phone, they can enjoy Fondly.',
  },
];

export default function AboutPage() {
  return (
    <IntroPage
      route="/about"
      title="About Fondly"
      lead="We started Fondly because too many of the people who raised us now spend whole days without hearing a friendly voice."
      prose
    >
      <h2>Why we built Fondly</h2>
      <p>
        Families are spread across cities and time zones. We call when we can, but work, children and distance get in
        the way, and many older people go days without a real conversation. Loneliness is not just sad: it affects
        sleep, mood and health.
      </p>
      <p>
        Fondly fills the quiet hours between family visits with a caring voice. Our AI companion phones at the times you
        choose, asks how the day is going, remembers the grandchildren’s names and the story about the 1962 county fair,
        and listens for as long as they want to talk. After every call the family gets a Moment, so everyone stays close.
      </p>
      <h2>Fondly in numbers</h2>
      <ul className={styles.claims}>
        {CLAIMS.map((c) => (
          <li key={c.label}>
            <strong>{c.figure}</strong> {c.label}
          </li>
        ))}
      </ul>
      <h2>What we believe</h2>
      <ul className={styles.beliefs}>
        {BELIEFS.map((b) => (
          <li key={b.title}>
            <h3>{b.title}</h3>
            <p>{b.text}</p>
          </li>
        ))}
      </ul>
      <h2>Talk to us</h2>
      <p>
        We would love to hear from you, whether you have a question, a worry or a story about someone you love. We reply
        within {SITE.replyWithinHours} hours.
      </p>
      <div className={content.actions}>
        <Button href={`tel:${SITE.supportPhone.e164}`} size="lg">
          Call Us: {SITE.supportPhone.display}
        </Button>
        <RouterButton to="/simple-onboarding?plan=starter" size="lg" variant="secondary">
          Start Free 7-Day Trial
        </RouterButton>
      </div>
    </IntroPage>
  );
}
