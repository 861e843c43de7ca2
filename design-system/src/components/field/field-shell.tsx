import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { FieldError } from '../field-error/field-error';
import './field.css';

/** Props every labelled field shares. */
export interface FieldBaseProps {
  label: ReactNode;
  /** Help shown between the label and the control, e.g. a format example. */
  hint?: ReactNode;
  /** Shown under the control; turns its border red and sets aria-invalid. */
  error?: string;
}

interface FieldIdsInput {
  id?: string;
  hint?: ReactNode;
  error?: string;
  describedBy?: string;
}

/** Ids and ARIA wiring so label, hint and error are read with the control. */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsInput) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlAria: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

interface FieldShellProps {
  controlId: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, hint, the control, then the error under it: the order the spec asks for. */
export function FieldShell({
  controlId,
  label,
  hint,
  hintId,
  error,
  errorId,
  required,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cx('fds-field', error && 'fds-field--invalid', className)}>
      <label className="fds-field__label" htmlFor={controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="fds-field__hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** What a labelled control gets from its field: its id and the ARIA that ties in the hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface LabelledFieldProps extends FieldBaseProps {
  id?: string;
  className?: string;
  required?: boolean;
  /** The control's own aria-describedby, kept ahead of the hint and the error. */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The one way a text-like field is built: ids and ARIA (useFieldIds) around FieldShell. */
export function LabelledField({ label, hint, error, id, className, required, describedBy, children }: LabelledFieldProps) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldShell controlId={controlId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} required={required} className={className}>
      {children({ ...controlAria, id: controlId })}
    </FieldShell>
  );
}

/** The asterisk is visual only: screen readers already announce the native `required`. */
export function RequiredMark() {
  return (
    <span className="fds-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
