import { Section } from '../../../components/content/section';
import { TestimonialList, type Testimonial } from '../../../components/testimonials/testimonial-list';

const FAMILY_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Mom lives three states away and I used to worry about her every evening. Now she tells me what she and Fondly talked about, and the Moments make me smile on my way to work.',
    name: 'Linda R.',
    detail: 'Daughter of Ruth, 84 · Columbus, Ohio',
  },
  {
    quote:
      'Dad was a machinist for forty years and loves explaining how things work. The companion asks such good questions that we have collected stories I had never heard.',
    name: 'Marcus T.',
    detail: 'Son of Walter, 79 · Eugene, Oregon',
  },
  {
    quote:
      'I was unsure about a computer calling my grandmother. She calls it “my Tuesday friend” and looks forward to it all week. She still tells me it’s an AI, and she doesn’t mind one bit.',
    name: 'Priya S.',
    detail: 'Granddaughter of Kamala, 88 · Mississauga, Ontario',
  },
];

export function Testimonials() {
  return (
    <Section title="What families tell us" lead="Real words from the people who set Fondly up for someone they love." tone="warm">
      <TestimonialList items={FAMILY_TESTIMONIALS} />
    </Section>
  );
}
