import styles from './testimonial-list.module.css';

export interface Testimonial {
  quote: string;
  name: string;
  /** Who they are to the person Fondly calls, and where: "Daughter of Ruth, 84 · Ohio". */
  detail: string;
}

export function TestimonialList({ items }: { items: Testimonial[] }) {
  return (
    <ul className={styles.list}>
      {items.map((t) => (
        <li key={t.name} className={styles.card}>
          <figure className={styles.figure}>
            <svg className={styles.mark} viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
              <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h6v12H0zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h6v12H19z" />
            </svg>
            <blockquote className={styles.quote}>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.avatar} aria-hidden="true">
                {t.name.charAt(0)}
              </span>
              <span>
                <strong className={styles.name}>{t.name}</strong>
                <span className={styles.detail}>{t.detail}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
