import { useId } from 'react';
import { cx } from '../../lib/cx';
import './logo.css';

export type LogoSize = 'sm' | 'md' | 'lg' | 'xl';
export type LogoVariant = 'default' | 'monochrome' | 'light';

export const LOGO_SIZES: readonly LogoSize[] = ['sm', 'md', 'lg', 'xl'];
export const LOGO_VARIANTS: readonly LogoVariant[] = ['default', 'monochrome', 'light'];

export interface LogoProps {
  size?: LogoSize;
  /** default: teal and apricot on light pages; monochrome: current text colour; light: for dark backgrounds. */
  variant?: LogoVariant;
  /** Show the word "Fondly" next to the mark (default true). */
  withWordmark?: boolean;
  className?: string;
}

/**
 * The Fondly mark: two overlapping speech bubbles (a conversation between two people) with a
 * heart where they meet. The heart is cut out with a mask so the page shows through in every
 * variant, whatever the background.
 */
export function Logo({ size = 'md', variant = 'default', withWordmark = true, className }: LogoProps) {
  // useId can contain characters that are awkward inside url(#...); keep only safe ones.
  const maskId = `fds-logo-heart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <span
      role="img"
      aria-label="Fondly"
      className={cx('fds-logo', `fds-logo--${size}`, `fds-logo--${variant}`, className)}
    >
      <svg className="fds-logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <defs>
          <mask id={maskId} maskUnits="userSpaceOnUse" x="0" y="0" width="48" height="48">
            <rect width="48" height="48" fill="#fff" />
            <path
              d="M30 33.5c-.4 0-.8-.1-1.1-.4-2.9-2.5-5.4-4.6-5.4-7.3 0-1.9 1.5-3.3 3.3-3.3 1.3 0 2.5.7 3.2 1.8.7-1.1 1.9-1.8 3.2-1.8 1.8 0 3.3 1.4 3.3 3.3 0 2.7-2.5 4.8-5.4 7.3-.3.3-.7.4-1.1.4z"
              fill="#000"
            />
          </mask>
        </defs>
        <path
          className="fds-logo__back"
          d="M13 4h14a10 10 0 0 1 10 10v4a10 10 0 0 1-10 10h-9l-7 6v-6.4A10 10 0 0 1 3 18v-4A10 10 0 0 1 13 4z"
        />
        <path
          className="fds-logo__front"
          mask={`url(#${maskId})`}
          d="M21 16h14a10 10 0 0 1 10 10v4a10 10 0 0 1-2 6v8l-7.5-4H21a10 10 0 0 1-10-10v-4a10 10 0 0 1 10-10z"
        />
      </svg>
      {withWordmark && (
        <span className="fds-logo__word" aria-hidden="true">
          Fondly
        </span>
      )}
    </span>
  );
}
