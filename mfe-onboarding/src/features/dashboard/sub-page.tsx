import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './dashboard.module.css';
import { usePageTitle } from '@fondly/design-system';

/** One dashboard view: a way back, its heading, its content. */
export function SubPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  // The tab and the history list say which view this is ("Call History | Fondly").
  usePageTitle(title);
  return (
    <div className={styles.sub}>
      <div className={styles.subHeader}>
        <Link to="/dashboard" className={styles.backLink}>
          ← Back to Dashboard
        </Link>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
      {children}
    </div>
  );
}
