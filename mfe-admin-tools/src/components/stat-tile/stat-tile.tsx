import type { ReactNode } from 'react';
import './stat-tile.css';

/** One headline number in an operator view ("Answers: 42"). Put several in a <StatTiles>. */
export function StatTile({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="adm-stat">
      <dt className="adm-stat__label">{label}</dt>
      <dd className="adm-stat__value">{value}</dd>
      {note && <dd className="adm-stat__note">{note}</dd>}
    </div>
  );
}

export function StatTiles({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <dl className="adm-stats" aria-label={label}>
      {children}
    </dl>
  );
}
