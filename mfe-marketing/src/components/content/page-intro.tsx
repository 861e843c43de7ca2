import type { ReactNode } from 'react';
import styles from './content.module.css';

/** The band at the top of a static page: its one <h1>, a lead paragraph, optional actions. */
export function PageIntro({ title, lead, updated, children }: { title: string; lead?: ReactNode; updated?: string; children?: ReactNode }) {
  return (
    <div className={styles.pageIntro}>
      <div className={styles.narrow}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {lead && <p className={styles.pageLead}>{lead}</p>}
        {updated && <p className={styles.updated}>Last updated: {updated}</p>}
        {children}
      </div>
    </div>
  );
}
