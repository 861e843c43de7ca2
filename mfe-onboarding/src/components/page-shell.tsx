import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx, Logo, usePageRendered } from '@fondly/design-system';
import styles from './page-shell.module.css';

export interface PageShellProps {
  /** data-page, for tests and analytics. */
  page: string;
  children: ReactNode;
  /** Things at the right of the top bar (e.g. Sign out). */
  actions?: ReactNode;
  /** Narrow (forms, ~40rem) or wide (dashboard). */
  width?: 'narrow' | 'wide';
  /**
   * False while the page still shows less than its prerendered copy (a "Loading…" where the
   * prerender has the form); the shell swaps the two once it is true (usePageRendered).
   */
  ready?: boolean;
}

/** The frame of every family page: the logo home, the page, nothing to distract. */
export function PageShell({ page, children, actions, width = 'narrow', ready = true }: PageShellProps) {
  usePageRendered(page, ready);
  return (
    <div className={styles.frame} data-page={page}>
      <header className={styles.header}>
        <div className={cx(styles.headerInner, width === 'wide' && styles.wide)}>
          <Link to="/" className={styles.homeLink} aria-label="Fondly home">
            <Logo size="md" />
          </Link>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </header>
      <main id="main" className={cx(styles.main, width === 'wide' && styles.wide)}>
        {children}
      </main>
    </div>
  );
}
