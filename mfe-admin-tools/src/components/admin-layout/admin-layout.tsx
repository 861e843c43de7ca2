import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Button, Logo } from '@fondly/design-system';
import { BUILD_VERSION } from '../../config/build';
import { OPERATOR_LINKS } from '../../config/operator-views';
import { useOperator } from '../operator-gate/operator-context';
import './admin-layout.css';

/**
 * The frame of every operator page: who is signed in, the menu of tools, the page itself.
 * Render it inside <OperatorGate>.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { operator, signOut } = useOperator();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();

  // On phones the menu folds away again once a page is chosen.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="adm-layout" data-page="operator">
      <header className="adm-layout__bar">
        <div className="adm-layout__brand">
          <Logo size="sm" />
          <span className="adm-layout__product">Admin tools</span>
        </div>
        <div className="adm-layout__who">
          <span className="adm-layout__name">
            Signed in as <strong>{operator.name}</strong>
          </span>
          <Button
            variant="ghost"
            loading={signingOut}
            loadingText="Signing out…"
            onClick={async () => {
              setSigningOut(true);
              try {
                await signOut();
              } finally {
                setSigningOut(false);
              }
            }}
          >
            Sign out
          </Button>
        </div>
      </header>
      <div className="adm-layout__body">
        <nav className="adm-layout__nav" aria-label="Operator tools">
          <button
            type="button"
            className="adm-layout__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? 'Close menu' : 'Menu'}
          </button>
          <ul id={menuId} className="adm-layout__links" data-open={menuOpen}>
            {OPERATOR_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="adm-layout__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="adm-layout__build" data-testid="admin-build">
            Admin tools build {BUILD_VERSION}
          </p>
        </nav>
        <main className="adm-layout__main">{children}</main>
      </div>
    </div>
  );
}
