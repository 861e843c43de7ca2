import { useId, type ReactNode } from 'react';
import styles from './content.module.css';
import { cx } from '@fondly/design-system';

type Tone = 'plain' | 'surface' | 'soft' | 'warm';
const TONES: Record<Tone, string | undefined> = {
  plain: styles.tonePlain,
  surface: styles.toneSurface,
  soft: styles.toneSoft,
  warm: styles.toneWarm,
};

/** A titled band of a page; the title names the region for screen readers. */
export function Section({
  id,
  title,
  lead,
  tone = 'plain',
  children,
}: {
  id?: string;
  title: string;
  lead?: ReactNode;
  tone?: Tone;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className={cx(styles.section, TONES[tone])}>
      <div className={styles.container}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {lead && <p className={styles.sectionLead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
