import { TextField, textFieldProps } from '@fondly/design-system';

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** "4242424242424242" -> "4242 4242 4242 4242" while typing; at most 19 digits. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1239" -> "12 / 39" while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Card number, expiry and security code, shared by the checkout and the change-card form. */
export function CardFields({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: CardValues;
  errors: Partial<Record<keyof CardValues, string>>;
  onChange: (patch: Partial<CardValues>) => void;
  disabled?: boolean;
}) {
  /** A card field, its typing tidied by `tidy`. */
  const field = (name: keyof CardValues, tidy: (v: string) => string) => ({
    ...textFieldProps({ name, value: values[name], error: errors[name], onChange: (v) => onChange({ [name]: tidy(v) }) }),
    disabled,
    required: true,
  });
  return (
    <>
      <TextField
        label="Card number"
        {...field('cardNumber', (v) => formatCardNumber(v))}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
      />
      <div className="chk-row">
        <TextField
          label="Expiry date"
          {...field('expiry', (v) => formatExpiry(v))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
        />
        <TextField
          label="Security code"
          {...field('cvc', (v) => v.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
        />
      </div>
    </>
  );
}
