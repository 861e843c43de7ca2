import { cx } from '../../lib/cx';
import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Spoken name; leave empty when visible text next to the spinner already says what happens. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      className={cx('fds-spinner', `fds-spinner--${size}`, className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

export interface LoadingAreaProps {
  /** Text shown under the spinner and announced politely. */
  label?: string;
  /** Keeps the layout from jumping while a section loads, e.g. '20rem'. */
  minHeight?: string;
  className?: string;
}

/** A region placeholder while data or a remote module loads. */
export function LoadingArea({ label = 'Loading…', minHeight, className }: LoadingAreaProps) {
  return (
    <div
      className={cx('fds-loading-area', className)}
      role="status"
      aria-live="polite"
      style={minHeight ? { minHeight } : undefined}
    >
      <Spinner size="lg" />
      <p className="fds-loading-area__label">{label}</p>
    </div>
  );
}
