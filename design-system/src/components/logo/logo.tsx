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

const BACK_BUBBLE =
  'M11 3h10a9 9 0 0 1 9 9v4a9 9 0 0 1-9 9h-7l-6 5.5v-6.2a9 9 0 0 1-6-8.3v-4a9 9 0 0 1 9-9z';
const FRONT_BUBBLE =
  'M24 15h12a10 10 0 0 1 10 10v4a10 10 0 0 1-4 8v8l-7-5H24a10 10 0 0 1-10-10v-5a10 10 0 0 1 10-10z';
const HEART =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';

/**
 * The Fondly mark: two overlapping speech bubbles (a conversation between two people) with a
 * heart in the reply. The heart and the gap between the bubbles are cut out with masks, so the
 * background shows through in every variant, whatever colour it is.
 */
export function Logo({ size = 'md', variant = 'default', withWordmark = true, className }: LogoProps) {
  // useId can contain characters that are awkward inside url(#...); keep only safe ones.
  const baseId = `fds-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const heartMaskId = `${baseId}-heart`;
  const gapMaskId = `${baseId}-gap`;
  return (
    <span
      role="img"
      aria-label="Fondly"
      className={cx('fds-logo', `fds-logo--${size}`, `fds-logo--${variant}`, className)}
    >
      <svg className="fds-logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <defs>
          <mask id={gapMaskId} maskUnits="userSpaceOnUse" x="-2" y="-2" width="52" height="52">
            <rect x="-2" y="-2" width="52" height="52" fill="#fff" />
            <path d={FRONT_BUBBLE} fill="#000" stroke="#000" strokeWidth="5" strokeLinejoin="round" />
          </mask>
          <mask id={heartMaskId} maskUnits="userSpaceOnUse" x="-2" y="-2" width="52" height="52">
            <rect x="-2" y="-2" width="52" height="52" fill="#fff" />
            <path d={HEART} fill="#000" transform="translate(30 27.5) scale(0.62) translate(-12 -12.2)" />
          </mask>
        </defs>
        <path className="fds-logo__back" d={BACK_BUBBLE} mask={`url(#${gapMaskId})`} />
        <path className="fds-logo__front" d={FRONT_BUBBLE} mask={`url(#${heartMaskId})`} />
      </svg>
      {withWordmark && (
        <span className="fds-logo__word" aria-hidden="true">
          Fondly
        </span>
      )}
    </span>
  );
}
