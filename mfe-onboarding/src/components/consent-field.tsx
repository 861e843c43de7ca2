import { CheckboxField } from '@fondly/design-system';

interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  recipientName: string;
  error?: string;
}

/** The family confirms the person agreed to be called; the time of this is kept. */
export function ConsentField({ checked, onChange, recipientName, error }: ConsentFieldProps) {
  const who = recipientName.trim() || 'My loved one';
  return (
    <CheckboxField
      name="recipientConsent"
      label={`${who} knows about Fondly and has agreed to receive these calls`}
      hint="Every call starts by saying it is an AI companion. They can ask us to stop at any time."
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      error={error}
    />
  );
}
