import { useId } from 'react';
import { CheckboxField, FieldError } from '@fondly/design-system';
import styles from './forms.module.css';

interface ChoiceListProps<T extends string> {
  legend: string;
  hint?: string;
  /** The first box carries this name, so "focus the first error" lands on the list. */
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  error?: string;
}

/** A group of checkboxes (topics), with one error under the group. */
export function ChoiceList<T extends string>({ legend, hint, name, options, selected, onChange, error }: ChoiceListProps<T>) {
  const id = useId();
  return (
    <fieldset className={styles.section} aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}>
      <legend className={styles.groupLegend}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.groupHint}>
          {hint}
        </p>
      )}
      <div className={styles.choiceGrid}>
        {options.map((o, i) => (
          <CheckboxField
            key={o.value}
            name={i === 0 ? name : `${name}-${i}`}
            value={o.value}
            label={o.label}
            checked={selected.includes(o.value)}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(e.target.checked ? [...selected, o.value] : selected.filter((s) => s !== o.value))}
          />
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
