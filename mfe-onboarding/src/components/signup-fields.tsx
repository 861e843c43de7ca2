import { TextField, textFieldProps, type TextBinding } from '@fondly/design-system';
import { PHONE_HINT, PHONE_INPUT_PROPS } from './phone-input';
import { FIELD_LABELS } from '@fondly/contract';

/**
 * The field groups the three signup forms share (the wizard, the single form on
 * /simple-onboarding and /onboarding after checkout): the same labels and input hints
 * everywhere; each form keeps its own field names, headings and layout.
 */
export function YourDetailsFields({ name, email }: { name: TextBinding; email: TextBinding }) {
  return (
    <>
      <TextField label="Your Name" {...textFieldProps(name)} autoComplete="name" />
      <TextField label="Your Email" {...textFieldProps(email)} type="email" inputMode="email" autoComplete="email" />
    </>
  );
}

/** Recipient's Name and Recipient's Phone; `phoneAutoComplete` lets the wizard keep the browser from offering the family's own number. */
export function RecipientFields({ name, phone, phoneAutoComplete }: { name: TextBinding; phone: TextBinding; phoneAutoComplete?: 'off' }) {
  return (
    <>
      <TextField label={FIELD_LABELS.recipientName} {...textFieldProps(name)} />
      <TextField label={FIELD_LABELS.recipientPhone} {...textFieldProps(phone)} {...PHONE_INPUT_PROPS} autoComplete={phoneAutoComplete} hint={PHONE_HINT} />
    </>
  );
}
