import { IntroPage } from '../../components/content/intro-page';
import { GiftForm } from '../../features/gift/components/gift-form';
import styles from './gift-page.module.css';

const HOW_IT_WORKS = [
  'Fill in the form and press Send Gift Request. Your email app opens with everything filled in.',
  'Send the email. Within 24 hours we reply with the payment details and answer any questions.',
  'Once it is paid, we help you set up the calls: the days, the times and the topics your loved one will enjoy.',
];

export default function GiftPage() {
  return (
    <IntroPage
      route="/gift"
      title="Give Fondly as a Gift"
      lead="Give someone you love months of warm, regular phone calls, and give the family a Moment after every call. A thoughtful gift for birthdays, holidays, or just because."
    >
      <div className={styles.layout}>
        <div className={styles.formCard}>
          <GiftForm />
        </div>
        <aside className={styles.aside} aria-labelledby="gift-how">
          <h2 id="gift-how" className={styles.asideTitle}>
            How gifting works
          </h2>
          <ol className={styles.steps}>
            {HOW_IT_WORKS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>Gift plans are paid once and include everything in Premium. They never renew on their own.</p>
        </aside>
      </div>
    </IntroPage>
  );
}
