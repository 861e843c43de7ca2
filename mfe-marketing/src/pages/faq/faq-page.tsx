import { Link } from 'react-router-dom';
import { CALLING_HOURS_TEXT } from '@fondly/contract';
import { FaqList, type FaqItem } from '../../components/faq-list/faq-list';
import { SectionLink } from '../../components/links/section-link';
import { IntroPage } from '../../components/content/intro-page';
import { SECTIONS } from '../../lib/scroll-to-section';
import { SITE } from '../../config/site';
import { CallsByPlan } from './calls-by-plan';
import styles from './faq.module.css';

const ABOUT_THE_CALLS: FaqItem[] = [
  {
    question: 'What is Fondly?',
    answer: (
      <p>
        Fondly is a friendly AI companion that phones an older person on a regular schedule for a warm, unhurried chat. A
        family member sets it up and pays; the person we call only needs a phone.
      </p>
    ),
  },
  {
    question: 'How often will Fondly call?',
    answer: <CallsByPlan />,
  },
  {
    question: 'How long does a call last?',
    answer: <p>Most calls last 10 to 15 minutes. The companion never rushes, and your loved one can end the call whenever they like.</p>,
  },
  {
    question: 'Will my loved one know they are talking to an AI?',
    answer: (
      <p>
        Yes. Every call begins with the companion saying that it is an AI companion from Fondly, calling on behalf of their
        family. We never pretend to be a person.
      </p>
    ),
  },
  {
    question: 'What do they talk about?',
    answer: (
      <p>
        How they are feeling, their day, their family, and the topics you choose when you set up the calls, such as childhood
        memories, favorite recipes or the work they were proud of. The companion remembers earlier calls, so conversations
        pick up where they left off.
      </p>
    ),
  },
  {
    question: 'What if they miss a call?',
    answer: (
      <p>
        Fondly tries again a little later the same day. We only ever call in your loved one’s own time zone: in the US from{' '}
        {CALLING_HOURS_TEXT.US}, in Canada from {CALLING_HOURS_TEXT.CA}.
      </p>
    ),
  },
  {
    question: 'Can they ask Fondly to stop calling?',
    answer: (
      <p>
        Yes, at any time, just by saying so. The calls pause straight away and we let you know, so you can talk it over
        together.
      </p>
    ),
  },
  {
    question: 'Can they use the keys on their phone during a call?',
    answer: (
      <p>
        Yes. Pressing 0 asks the companion to say its last sentence again, and pressing 9 asks whether they would like the
        calls to stop. If they answer yes, the calls pause and we let you know. And when we phone you with an urgent alert,
        pressing 1 puts you through to their call.
      </p>
    ),
  },
  {
    question: 'Can they call Fondly back?',
    answer: (
      <p>
        Yes. When your loved one rings back the number Fondly calls from, the companion answers and greets them by name,
        within calling hours and your plan’s calls. At other times it says it can’t talk just now, and we let you know they
        called.
      </p>
    ),
  },
  {
    question: 'What if something sounds wrong?',
    answer: (
      <p>
        If your loved one sounds distressed or mentions a fall or an emergency, we alert the family at once: by email, by
        text, and by a phone call to the first family member who answers, who can press 1 to be put straight through to the
        call. The companion stays on the line with them, calmly, until someone joins. It only reaches numbers you have
        confirmed with the code we text. Fondly is a companion, not an emergency or medical service: it does not call 911
        for anyone, so in an emergency, always call 911.
      </p>
    ),
  },
];

const MOMENTS: FaqItem[] = [
  {
    question: 'What is a Moment?',
    answer: (
      <p>
        A Moment is a short note of two or three sentences about a call: how your loved one seemed, and something they
        shared. It arrives by email after every call, as text and as a PDF keepsake you can print or keep.
      </p>
    ),
  },
  {
    question: 'Can the whole family receive the Moments?',
    answer: <p>Yes. On Premium and the Legacy Bundle you can add several family members, and each of them receives every Moment.</p>,
  },
];

const BILLING: FaqItem[] = [
  {
    question: 'Is there a free trial?',
    answer: <p>Every paid plan starts with 7 days free. Cancel before the trial ends and you pay nothing.</p>,
  },
  {
    question: 'Can I cancel any time?',
    answer: (
      <p>
        Yes. There are no cancellation fees. Your plan stays active until the end of the billing period you have already
        paid for, and then the calls stop.
      </p>
    ),
  },
  {
    question: 'What if we are not happy?',
    answer: <p>Every plan comes with a 30-day money-back guarantee. Write to us and we will refund you.</p>,
  },
];

const PRIVACY: FaqItem[] = [
  {
    question: 'Is our family’s information private?',
    answer: (
      <>
        <p>
          Yes. Calls, transcripts and Moments are encrypted. We never sell your information, and we never use your family’s
          conversations to train AI.
        </p>
        <p>
          You can ask to see everything we hold about you or your loved one, or ask us to delete it, at any time. Our{' '}
          <Link to="/privacy">Privacy Policy</Link> explains it all in plain words.
        </p>
      </>
    ),
  },
];

const GROUPS = [
  { title: 'About the calls', items: ABOUT_THE_CALLS },
  { title: 'Moments', items: MOMENTS },
  { title: 'Plans and billing', items: BILLING },
  { title: 'Privacy', items: PRIVACY },
];

export default function FaqPage() {
  return (
    <IntroPage
      route="/faq"
      title="Frequently Asked Questions"
      lead="Straight answers about the calls, the Moments, billing and privacy. If your question isn’t here, we are glad to help."
    >
      <div className={styles.groups}>
        {GROUPS.map((group) => (
          <section key={group.title} className={styles.group} aria-label={group.title}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <FaqList items={group.items} headingLevel={3} />
          </section>
        ))}
        <section className={styles.stillStuck} aria-labelledby="faq-more">
          <h2 id="faq-more">Still have a question?</h2>
          <p>
            Email <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> or call{' '}
            <a href={`tel:${SITE.supportPhone.e164}`}>{SITE.supportPhone.display}</a>. We reply within {SITE.replyWithinHours}{' '}
            hours. You can also see our <SectionLink section={SECTIONS.pricing}>plans and prices</SectionLink>.
          </p>
        </section>
      </div>
    </IntroPage>
  );
}
