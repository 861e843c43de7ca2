import type { ComponentPropsWithRef } from 'react';
import { FieldShell, useFieldIds, type FieldBaseProps } from '../field/field-shell';
import './select-field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldBaseProps &
  ComponentPropsWithRef<'select'> & {
    /** Options to render; or pass <option> children yourself. */
    options?: SelectOption[];
    /** A first, empty choice such as 'Choose a time'; selecting it means no value. */
    placeholder?: string;
  };

/** A labelled native <select>: native keeps every phone's large, familiar picker. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  options,
  placeholder,
  children,
  ...selectProps
}: SelectFieldProps) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds({
    id,
    hint,
    error,
    describedBy: selectProps['aria-describedby'],
  });
  return (
    <FieldShell
      controlId={controlId}
      label={label}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      required={selectProps.required}
      className={className}
    >
      <select {...selectProps} {...controlAria} id={controlId} className="fds-field__control">
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}
