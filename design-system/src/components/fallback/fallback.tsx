import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../button/button';
import './fallback.css';

export interface FallbackProps {
  title?: string;
  message?: ReactNode;
  /** Shows a retry button when given; e.g. reset an error boundary or reload a remote. */
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Stands in for one area of a page that failed to load, while the rest keeps working. */
export function Fallback({
  title = 'This part of the page could not load',
  message = 'Please check your internet connection and try again.',
  onRetry,
  retryLabel = 'Try again',
  headingLevel = 2,
  className,
}: FallbackProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('fds-fallback', className)} role="alert">
      <svg className="fds-fallback__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5h.01" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <Heading className="fds-fallback__title">{title}</Heading>
      {message && <p className="fds-fallback__message">{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
