import type { ComponentPropsWithRef } from 'react';
import { FieldShell, useFieldIds, type FieldBaseProps } from '../field/field-shell';
import './text-field.css';

export type TextFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;

/** A labelled single-line input; `ref` and every native input prop reach the <input>. */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds({
    id,
    hint,
    error,
    describedBy: inputProps['aria-describedby'],
  });
  return (
    <FieldShell
      controlId={controlId}
      label={label}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      required={inputProps.required}
      className={className}
    >
      <input type="text" {...inputProps} {...controlAria} id={controlId} className="fds-field__control" />
    </FieldShell>
  );
}
