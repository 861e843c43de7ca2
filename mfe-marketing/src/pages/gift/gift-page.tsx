import { IntroPage } from '../../components/content/intro-page';
import { GiftBuyForm } from '../../features/gift/components/gift-buy-form';
import { GiftForm } from '../../features/gift/components/gift-form';
import styles from './gift-page.module.css';

const HOW_IT_WORKS = [
  'Choose the gift, write their first name and a short message, and pick the day the card is sent.',
  'Pay once by card. Your printable card with its redemption code appears straight away, and we email it to you.',
  'On the day you chose, we email the card to their family (or to you, to pass on). They redeem the code and set up the calls in a few minutes, with no card needed.',
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
          <h2 className={styles.cardTitle}>Buy a gift</h2>
          <GiftBuyForm />
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
        <section className={styles.formCard} aria-labelledby="gift-question">
          <h2 id="gift-question" className={styles.cardTitle}>
            Ask us a question
          </h2>
          <p className={styles.cardLead}>Not sure yet, or want us to help? Send us the details and your question; we reply within 24 hours.</p>
          <GiftForm />
        </section>
      </div>
    </IntroPage>
  );
}
