import { Section } from '../../../components/content/section';
import { SITE } from '../../../config/site';
import { SECTIONS } from '../../../lib/scroll-to-section';
import styles from '../landing.module.css';

export function Contact() {
  return (
    <Section
      id={SECTIONS.contact}
      title="Questions? Talk to a real person"
      lead="Our support team is made of people, not robots. We are happy to help you decide, set up, or change anything."
      tone="soft"
    >
      <div className={styles.contactCards}>
        <div className={styles.contactCard}>
          <h3 className={styles.contactLabel}>Email us</h3>
          <p className={styles.contactValue}>
            <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>
          </p>
        </div>
        <div className={styles.contactCard}>
          <h3 className={styles.contactLabel}>Call us</h3>
          <p className={styles.contactValue}>
            <a href={`tel:${SITE.supportPhone.e164}`}>{SITE.supportPhone.display}</a>
          </p>
        </div>
      </div>
      <p className={styles.replyPromise}>We reply within {SITE.replyWithinHours} hours.</p>
    </Section>
  );
}
