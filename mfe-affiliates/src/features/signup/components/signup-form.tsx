import { useState, type FormEvent } from 'react';
import { Button, TextField, toast } from '@fondly/design-system';
import { parseApiError } from '@fondly/design-system/client';
import { AFFILIATE_MESSAGES, affiliateSignupSchema, type AffiliateSignupAccepted } from '@fondly/api/contract';
import { joinAffiliateProgram } from '../api/join-affiliate-program';

const firstErrors = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0])] ??= i.message;
  return out;
};

/** Full Name and Email Address, checked with the server's own schema before sending; a link then goes to the email. */
export function SignupForm({ onSent }: { onSent: (sent: AffiliateSignupAccepted) => void }) {
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const parsed = affiliateSignupSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    setErrors({});
    setSending(true);
    try {
      const sent = await joinAffiliateProgram(values);
      toast({ title: AFFILIATE_MESSAGES.checkEmailTitle, variant: 'success' });
      onSent(sent);
    } catch (err) {
      const body = parseApiError(err);
      setErrors(body?.error.fields ?? {});
      toast({ title: AFFILIATE_MESSAGES.signupFailed, description: body?.error.message, variant: 'destructive' });
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
