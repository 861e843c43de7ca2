import type { ComponentPropsWithRef } from 'react';
import { FieldShell, useFieldIds, type FieldBaseProps } from '../field/field-shell';
import './textarea-field.css';

export type TextAreaFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

/** A labelled multi-line input; `ref` and every native textarea prop reach the <textarea>. */
export function TextAreaField({ label, hint, error, id, className, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds({
    id,
    hint,
    error,
    describedBy: textareaProps['aria-describedby'],
  });
  return (
    <FieldShell
      controlId={controlId}
      label={label}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      required={textareaProps.required}
      className={className}
    >
      <textarea rows={rows} {...textareaProps} {...controlAria} id={controlId} className="fds-field__control" />
    </FieldShell>
  );
}
