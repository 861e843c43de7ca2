import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './dashboard.module.css';

/** One dashboard view: a way back, its heading, its content. */
export function SubPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
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
