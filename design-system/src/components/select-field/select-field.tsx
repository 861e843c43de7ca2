import type { ComponentPropsWithRef } from 'react';
import { LabelledField, type FieldBaseProps } from '../field/field-shell';
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
  return (
    <LabelledField label={label} hint={hint} error={error} id={id} className={className} required={selectProps.required} describedBy={selectProps['aria-describedby']}>
      {(control) => (
        <select {...selectProps} {...control} className="fds-field__control">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </LabelledField>
  );
}
