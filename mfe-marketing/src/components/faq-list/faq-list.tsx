import type { ReactNode } from 'react';
import styles from './faq-list.module.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions as headings with their answers always open: nothing to click, nothing hidden
 * from the browser's find-in-page, and screen reader users can jump question to question.
 */
export function FaqList({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <div key={item.question} className={styles.item}>
          <Heading className={styles.question}>{item.question}</Heading>
          <div className={styles.answer}>{item.answer}</div>
        </div>
      ))}
    </div>
  );
}
