import { useState, type FormEvent } from 'react';
import { Button, TextField, toast, fieldErrors, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { AFFILIATE_MESSAGES, affiliateSignupSchema, type AffiliateSignupAccepted } from '@fondly/api/contract';
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

  return (
    <form className="aff-form" noValidate onSubmit={submit}>
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        required
        disabled={sending}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
      />
      <TextField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        required
        disabled={sending}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
      />
      <Button type="submit" size="lg" fullWidth loading={sending} loadingText="Joining…">
        Join Affiliate Program
      </Button>
    </form>
  );
}
