import { useState, type FormEvent } from 'react';
import { Button, TextField, textFieldProps, toast, fieldErrors, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { AFFILIATE_MESSAGES, affiliateSignupSchema, type AffiliateSignupAccepted } from '@fondly/contract';
import { joinAffiliateProgram } from '../api/join-affiliate-program';

/** Full Name and Email Address, checked with the server's own schema before sending; a link then goes to the email. */
export function SignupForm({ onSent }: { onSent: (sent: AffiliateSignupAccepted) => void }) {
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const parsed = affiliateSignupSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setSending(true);
    try {
      const sent = await joinAffiliateProgram(values);
      toast({ title: AFFILIATE_MESSAGES.checkEmailTitle, variant: 'success' });
      onSent(sent);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toast({ title: AFFILIATE_MESSAGES.signupFailed, description: serverMessage(err) ?? undefined, variant: 'destructive' });
      setSending(false);
    }
  }

  const field = (name: 'name' | 'email') => ({
    ...textFieldProps({ name, value: values[name], error: errors[name], onChange: (typed) => setValues((v) => ({ ...v, [name]: typed })) }),
    required: true,
    disabled: sending,
  });
  return (
    <form className="aff-form" noValidate onSubmit={submit}>
      <TextField
        label="Full Name"
        {...field('name')}
        autoComplete="name"
      />
      <TextField
        label="Email Address"
        {...field('email')}
        type="email"
        autoComplete="email"
      />
      <Button type="submit" size="lg" fullWidth loading={sending} loadingText="Joining…">
        Join Affiliate Program
      </Button>
    </form>
  );
}
