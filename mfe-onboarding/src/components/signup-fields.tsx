import { TextField, type TextBinding } from '@fondly/design-system';
import { PHONE_HINT, PHONE_INPUT_PROPS } from './phone-input';

/**
 * The field groups the three signup forms share (the wizard, the single form on
 * /simple-onboarding and /onboarding after checkout): the same labels and input hints
 * everywhere; each form keeps its own field names, headings and layout.
 */
export function YourDetailsFields({ name, email }: { name: TextBinding; email: TextBinding }) {
  return (
    <>
      <TextField label="Your Name" name={name.name} autoComplete="name" value={name.value} onChange={(e) => name.onChange(e.target.value)} error={name.error} />
      <TextField
        label="Your Email"
        name={email.name}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email.value}
        onChange={(e) => email.onChange(e.target.value)}
        error={email.error}
      />
    </>
  );
}

/** Recipient's Name and Recipient's Phone; `phoneAutoComplete` lets the wizard keep the browser from offering the family's own number. */
export function RecipientFields({ name, phone, phoneAutoComplete }: { name: TextBinding; phone: TextBinding; phoneAutoComplete?: 'off' }) {
  return (
    <>
      <TextField label="Recipient's Name" name={name.name} value={name.value} onChange={(e) => name.onChange(e.target.value)} error={name.error} />
      <TextField
        label="Recipient's Phone"
        name={phone.name}
        {...PHONE_INPUT_PROPS}
        autoComplete={phoneAutoComplete}
        hint={PHONE_HINT}
        value={phone.value}
        onChange={(e) => phone.onChange(e.target.value)}
        error={phone.error}
      />
    </>
  );
}
