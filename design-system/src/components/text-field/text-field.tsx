import type { ComponentPropsWithRef } from 'react';
import { LabelledField, type FieldBaseProps } from '../field/field-shell';
import './text-field.css';

export type TextFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;

/** A labelled single-line input; `ref` and every native input prop reach the <input>. */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} id={id} className={className} required={inputProps.required} describedBy={inputProps['aria-describedby']}>
      {(control) => <input type="text" {...inputProps} {...control} className="fds-field__control" />}
    </LabelledField>
  );
}
