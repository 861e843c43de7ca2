import { TextField } from '@fondly/design-system';

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
  return (
    <>
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={values.cardNumber}
        error={errors.cardNumber}
        disabled={disabled}
        required
        onChange={(e) => onChange({ cardNumber: formatCardNumber(e.target.value) })}
      />
      <div className="chk-row">
        <TextField
          label="Expiry date"
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={values.expiry}
          error={errors.expiry}
          disabled={disabled}
          required
          onChange={(e) => onChange({ expiry: formatExpiry(e.target.value) })}
        />
        <TextField
          label="Security code"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          value={values.cvc}
          error={errors.cvc}
          disabled={disabled}
          required
          onChange={(e) => onChange({ cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
        />
      </div>
    </>
  );
}
