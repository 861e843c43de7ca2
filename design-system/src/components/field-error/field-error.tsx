import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import './field-error.css';

export type FieldErrorProps = ComponentPropsWithRef<'p'>;

/**
 * A field's error message, shown under the field. The icon means colour is not the only
 * signal (WCAG 1.4.1); fields point at this element with aria-describedby.
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  return (
    <p {...props} className={cx('fds-field-error', className)}>
      <svg className="fds-field-error__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6M12 16.5h.01" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
