import { useCallback, useState, type ChangeEvent, type SetStateAction } from 'react';
import type { FieldErrors } from '@fondly/contract';

/** One text field as a form hands it to an input: its name (the schema's key), what is typed, its message, and how it changes. */
export interface TextBinding {
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A binding as a text field or text area takes it: its name, value, message, and a change handler reading what was typed. */
export function textFieldProps(binding: TextBinding) {
  return {
    name: binding.name,
    value: binding.value,
    error: binding.error,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => binding.onChange(e.target.value),
  };
}

/** The keys of a form's values that hold text. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormFields<V> {
  values: V;
  setValues: (next: SetStateAction<V>) => void;
  /** Keyed like `fieldErrors` (the schema's keys), so `checkForm` and `serverFieldErrors` fill it as they are. */
  errors: FieldErrors;
  setErrors: (next: SetStateAction<FieldErrors>) => void;
  /** Changes one value and clears that field's message: the reader fixed it. */
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** A text field's binding, for fields that take `{ name, value, error, onChange }`. */
  bind: (key: TextKey<V>) => TextBinding;
}

/** A form's values and the messages under its fields, kept together. */
export function useFormFields<V extends object>(initial: V | (() => V)): FormFields<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key as string]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);
  const bind = (key: TextKey<V>): TextBinding => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (value) => set(key, value as V[TextKey<V>]),
  });
  return { values, setValues, errors, setErrors, set, bind };
}
