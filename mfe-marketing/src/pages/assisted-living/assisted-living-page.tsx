import { Button } from '@fondly/design-system';
import { PageIntro } from '../../components/content/page-intro';
import { Section } from '../../components/content/section';
import { FaqList, type FaqItem } from '../../components/faq-list/faq-list';
import { SiteLayout } from '../../components/site-layout/site-layout';
import { TestimonialList, type Testimonial } from '../../components/testimonials/testimonial-list';
import { SITE } from '../../config/site';
import { demoRequestMailto } from './demo-request';
import styles from './assisted-living.module.css';

const BENEFITS = [
  {
    title: 'A friendly call for every resident',
    text: 'Residents who rarely get visitors receive regular, unhurried conversations about the things they love, on the room phone they already have.',
  },
  {
    title: 'Families stay close',
    text: 'After each call, the family receives a Moment by email, so they hear how Mom is doing even when they live far away.',
  },
  {
    title: 'Your staff stay focused',
    text: 'Fondly does not replace your team’s care. It adds a cheerful voice in the quiet hours, and there is nothing for staff to install or learn.',
  },
];

const COMMUNITY_FAQ: FaqItem[] = [
  {
    question: 'What happens in the 15-minute demo?',
    answer: (
      <p>
        We call you, play a real sample conversation, show you what families receive after each call, and answer your
        questions. There is no obligation.
      </p>
    ),
  },
  {
    question: 'Do residents need a smartphone or a computer?',
    answer: <p>No. Any phone works: a room phone, a landline at the nurses’ station or a mobile. Residents just answer.</p>,
  },
  {
    question: 'Who agrees to the calls?',
    answer: (
      <p>
        Each resident, or their legal representative, agrees before the first call. A resident can ask the companion to stop
        at any time, and the calls pause at once.
      </p>
    ),
  },
  {
    question: 'How is pricing decided for a community?',
    answer: <p>It depends on the number of residents taking part. We will walk you through the options during the demo.</p>,
  },
  {
    question: 'Is Fondly HIPAA-compliant?',
    answer: (
      <p>
        Yes. Conversations and personal details are encrypted and access is limited to the people who need it. If your
        community needs a Business Associate Agreement, ask for one when you book your demo.
      </p>
    ),
  },
];

const COMMUNITY_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Our residents who don’t get many visitors now have something to look forward to. One gentleman tells the whole dining room about his chats.',
    name: 'Denise M.',
    detail: 'Activities Director · Assisted living community, Tampa, Florida',
  },
  {
    quote:
      'Families used to call the front desk to ask how their parents were doing. Now they read the Moments, and they call us to say thank you instead.',
    name: 'Robert K.',
    detail: 'Executive Director · Senior living community, Calgary, Alberta',
  },
];

export default function AssistedLivingPage() {
  const mailto = demoRequestMailto();
  return (
    <SiteLayout route="/assisted-living">
      <PageIntro
        title="Fondly for Assisted Living Communities"
        lead="Give every resident a friendly voice to talk to, and give their families peace of mind. See how it works in a 15-minute demo."
      >
        <div className={styles.introActions}>
          <Button href={mailto} size="lg">
            Request a 15-Minute Demo
          </Button>
          <p className={styles.mailNote}>
            This opens an email to <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>. We reply within{' '}
            {SITE.replyWithinHours} hours to set a time.
          </p>
        </div>
      </PageIntro>

      <Section title="What Fondly brings to your community" tone="surface">
        <ul className={styles.benefits}>
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="HIPAA-compliant by design" tone="soft">
        <div className={styles.hipaa}>
          <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z" />
            <path d="M8.5 12l2.5 2.5L16 9.5" />
          </svg>
          <p>
            Fondly is HIPAA-compliant. Residents’ conversations and health-related details are encrypted in transit and at
            rest, and access is limited to the people who need it. If your community needs a Business Associate Agreement
            (BAA), ask for one when you book your demo and we will go through it with you before any resident is called.
          </p>
        </div>
      </Section>

      <Section title="What communities say" tone="warm">
        <TestimonialList items={COMMUNITY_TESTIMONIALS} />
      </Section>

      <Section title="Questions from communities">
        <FaqList items={COMMUNITY_FAQ} headingLevel={3} />
      </Section>

      <section className={styles.closing} aria-labelledby="demo-cta">
        <h2 id="demo-cta">See Fondly in 15 minutes</h2>
        <p>Tell us a little about your community and we will find a time that suits you.</p>
        <Button href={mailto} size="lg" variant="secondary">
          Request a 15-Minute Demo
        </Button>
      </section>
    </SiteLayout>
  );
}
