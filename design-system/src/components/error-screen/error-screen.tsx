import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../button/button';
import { Logo } from '../logo/logo';
import './error-screen.css';

export interface ErrorScreenProps {
  title?: string;
  message?: ReactNode;
  /** Defaults to reloading the page, which fixes most stale-chunk and network hiccups. */
  onReload?: () => void;
  reloadLabel?: string;
  /** Show the Fondly logo above the heading (default true). */
  showLogo?: boolean;
  className?: string;
}

/** The general error screen: 'Something went wrong' and a Reload Page button. */
export function ErrorScreen({
  title = 'Something went wrong',
  message = 'We are sorry, something unexpected happened. Reloading the page usually fixes it.',
  onReload = () => window.location.reload(),
  reloadLabel = 'Reload Page',
  showLogo = true,
  className,
}: ErrorScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus to the heading so screen reader and keyboard users learn the page changed.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={cx('fds-error-screen', className)}>
      <div className="fds-error-screen__panel">
        {showLogo && <Logo size="lg" className="fds-error-screen__logo" />}
        <h1 ref={headingRef} tabIndex={-1} className="fds-error-screen__title">
          {title}
        </h1>
        {message && <p className="fds-error-screen__message">{message}</p>}
        <Button size="lg" onClick={onReload}>
          {reloadLabel}
        </Button>
      </div>
    </div>
  );
}
