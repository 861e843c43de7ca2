import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { FieldError } from '../field-error/field-error';
import { RequiredMark, useFieldIds, type FieldBaseProps } from '../field/field-shell';
import '../field/field.css';
import '../field/choice.css';
import './radio-group-field.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the option, e.g. 'Up to 30 calls a month'. */
  hint?: ReactNode;
  disabled?: boolean;
}

type NativeRadioProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'children' | 'id'
>;

export type RadioGroupFieldProps = FieldBaseProps &
  NativeRadioProps & {
    /** Shared by every radio; required so the browser groups them. */
    name: string;
    options: RadioOption[];
    /** Controlled selection. */
    value?: string;
    /** Uncontrolled initial selection. */
    defaultValue?: string;
    /** Called with the chosen option's value (native onChange also fires). */
    onValueChange?: (value: string) => void;
    id?: string;
  };

/**
 * A labelled group of radios. Native props and `ref` go to every radio input, which is what
 * form libraries such as react-hook-form expect from `register('field')`.
 */
export function RadioGroupField({
  label,
  hint,
  error,
  id,
  className,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  onChange,
  ...inputProps
}: RadioGroupFieldProps) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds({
    id,
    hint,
    error,
    describedBy: inputProps['aria-describedby'],
  });
  const { 'aria-describedby': _ignored, ...radioProps } = inputProps;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    onValueChange?.(event.target.value);
  }

  return (
    <fieldset
      id={controlId}
      role="radiogroup"
      className={cx('fds-field', 'fds-radio-group', error && 'fds-field--invalid', className)}
      {...controlAria}
      aria-required={inputProps.required || undefined}
    >
      <legend className="fds-field__legend">
        {label}
        {inputProps.required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={hintId} className="fds-field__hint">
          {hint}
        </p>
      )}
      {options.map((option) => {
        const optionId = `${controlId}-${option.value}`;
        const optionHintId = option.hint ? `${optionId}-hint` : undefined;
        return (
          <div key={option.value} className="fds-radio-group__option">
            <div className="fds-choice">
              <input
                {...radioProps}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
                disabled={option.disabled || radioProps.disabled}
                aria-invalid={controlAria['aria-invalid']}
                aria-describedby={optionHintId}
                onChange={handleChange}
                className="fds-choice__input fds-choice__input--radio"
              />
              <label className="fds-choice__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
            {option.hint && (
              <p id={optionHintId} className="fds-field__hint fds-choice__hint">
                {option.hint}
              </p>
            )}
          </div>
        );
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
