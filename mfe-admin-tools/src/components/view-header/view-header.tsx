import type { ReactNode } from 'react';
import './view-header.css';

/** The title of one operator view, what it is for, and its actions (refresh, export...). */
export function ViewHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="adm-view-header">
      <div>
        <h1 className="adm-view-header__title">{title}</h1>
        {description && <p className="adm-view-header__description">{description}</p>}
      </div>
      {actions && <div className="adm-view-header__actions">{actions}</div>}
    </div>
  );
}
