import { Section } from '../../../components/content/section';
import { FaqList, type FaqItem } from '../../../components/faq-list/faq-list';
import PricingPlans from '../../../features/pricing/components/pricing-plans';
import { SECTIONS } from '../../../lib/scroll-to-section';
import styles from '../landing.module.css';

const PRICING_FAQ: FaqItem[] = [
  {
    question: 'Is the free trial really free?',
    answer: <p>Yes. Every plan starts with 7 days free. Cancel before the trial ends and you pay nothing.</p>,
  },
  {
    question: 'Can I cancel at any time?',
    answer: <p>Yes, with no fees. Your plan stays active until the end of the billing period you have already paid for.</p>,
  },
  {
    question: 'What if Fondly isn’t right for us?',
    answer: <p>Every plan has a 30-day money-back guarantee. Write to us and we will refund you, no questions asked.</p>,
  },
  {
    question: 'Will the price change?',
    answer: <p>If we ever change a price, we tell you by email at least 30 days before it applies to you.</p>,
  },
];

export function Pricing() {
  return (
    <Section
      id={SECTIONS.pricing}
      title="Simple, honest pricing"
      lead="Every plan starts with a 7-day free trial. No contracts, and you can cancel any time."
      tone="surface"
    >
      {/* Prices are part of the page (prerendered): a visitor without JavaScript reads them too. */}
      <PricingPlans />
      <div className={styles.pricingFaq}>
        <h3 className={styles.pricingFaqTitle}>Questions about pricing</h3>
        <FaqList items={PRICING_FAQ} headingLevel={4} />
      </div>
    </Section>
  );
}
