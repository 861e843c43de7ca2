import type { ComponentPropsWithRef } from 'react';
import { LabelledField, type FieldBaseProps } from '../field/field-shell';
import './textarea-field.css';

export type TextAreaFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

/** A labelled multi-line input; `ref` and every native textarea prop reach the <textarea>. */
export function TextAreaField({ label, hint, error, id, className, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} id={id} className={className} required={textareaProps.required} describedBy={textareaProps['aria-describedby']}>
      {(control) => <textarea rows={rows} {...textareaProps} {...control} className="fds-field__control" />}
    </LabelledField>
  );
}
