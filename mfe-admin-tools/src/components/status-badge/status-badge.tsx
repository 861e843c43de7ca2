import type { ReactNode } from 'react';
import './status-badge.css';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * A short state label ("Completed", "Failed", "Live"). The tone adds colour, but the
 * words carry the meaning, so it reads the same without colour.
 */
export function StatusBadge({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return (
    <span className="adm-badge" data-tone={tone}>
      {children}
    </span>
  );
}
