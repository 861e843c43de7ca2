import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import { FieldError } from '../field-error/field-error';
import { RequiredMark, useFieldIds, type FieldBaseProps } from '../field/field-shell';
import '../field/field.css';
import '../field/choice.css';
import './checkbox-field.css';

export type CheckboxFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>;

/** A single checkbox with its label to the right; the whole row is the tap target. */
export function CheckboxField({ label, hint, error, id, className, ...inputProps }: CheckboxFieldProps) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds({
    id,
    hint,
    error,
    describedBy: inputProps['aria-describedby'],
  });
  return (
    <div className={cx('fds-field', 'fds-checkbox-field', error && 'fds-field--invalid', className)}>
      <div className="fds-choice">
        <input {...inputProps} {...controlAria} type="checkbox" id={controlId} className="fds-choice__input fds-choice__input--checkbox" />
        <label className="fds-choice__label" htmlFor={controlId}>
          {label}
          {inputProps.required && <RequiredMark />}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="fds-field__hint fds-choice__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
