import { Logo } from '@fondly/design-system';

/** A way home from the affiliate pages, which have no site navigation of their own. */
export function AffiliateTopBar({ current }: { current: 'program' | 'dashboard' }) {
  return (
    <header className="aff-topbar">
      <a href="/" className="aff-topbar__home" aria-label="Fondly home">
        <Logo size="md" />
      </a>
      <nav aria-label="Affiliates">
        <ul className="aff-topbar__links">
          <li>
            <a href="/affiliates" aria-current={current === 'program' ? 'page' : undefined}>
              Affiliate program
            </a>
          </li>
          <li>
            <a href="/affiliate-dashboard" aria-current={current === 'dashboard' ? 'page' : undefined}>
              Dashboard
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
