import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Logo, RouterButton } from '@fondly/design-system';
import { SectionLink } from '../links/section-link';
import { SECTIONS } from '../../lib/scroll-to-section';
import styles from './site-layout.module.css';

/** Where "Get Started" leads: the signup funnel, which starts on the free plan by default. */
export const GET_STARTED_PATH = '/simple-onboarding';
/** A returning family signs in with an emailed link (decisions.md, Accounts and access). */
export const SIGN_IN_PATH = '/sign-in';

/** The sticky top bar: How It Works, Pricing, Gift, Sign In, Get Started; a menu button on small screens. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = () => setMenuOpen(false);

  // Escape closes the menu from anywhere, and focus returns to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const links = (variant: 'bar' | 'menu') => {
    const linkClass = variant === 'bar' ? styles.barLink : styles.menuLink;
    const follow = variant === 'menu' ? close : undefined;
    return (
      <ul className={variant === 'bar' ? styles.barList : styles.menuList}>
        <li>
          <SectionLink section={SECTIONS.howItWorks} className={linkClass} onFollow={follow}>
            How It Works
          </SectionLink>
        </li>
        <li>
          <SectionLink section={SECTIONS.pricing} className={linkClass} onFollow={follow}>
            Pricing
          </SectionLink>
        </li>
        <li>
          <Link to="/gift" className={linkClass} onClick={follow}>
            Gift
          </Link>
        </li>
        <li>
          <Link to={SIGN_IN_PATH} className={linkClass} onClick={follow}>
            Sign In
          </Link>
        </li>
        <li>
          <RouterButton to={GET_STARTED_PATH} onClick={follow} fullWidth={variant === 'menu'} size={variant === 'menu' ? 'lg' : 'md'}>
            Get Started
          </RouterButton>
        </li>
      </ul>
    );
  };

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.homeLink} aria-label="Fondly home page">
          <Logo size="md" />
        </Link>
        <nav aria-label="Main" className={styles.barNav}>
          {links('bar')}
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            )}
          </svg>
          <span>{menuOpen ? 'Close' : 'Menu'}</span>
        </button>
      </div>
      <div id={menuId} ref={menuRef} className={styles.menu} hidden={!menuOpen}>
        <nav aria-label="Main menu">{links('menu')}</nav>
      </div>
    </header>
  );
}
