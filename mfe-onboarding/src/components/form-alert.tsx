import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** A problem with the whole form (not one field), said in a box the screen reader announces. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      {children}
    </div>
  );
}
