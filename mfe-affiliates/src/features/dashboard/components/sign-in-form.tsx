import { useState, type FormEvent } from 'react';
import { Button, Card, TextField, toast, fieldErrors, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { AFFILIATE_MESSAGES, affiliateKeyRequestSchema, looksLikeReferralCode, type Affiliate } from '@fondly/contract';
import { requestKeyEmail, signIn } from '../api/affiliate-api';

/**
 * 'Access Affiliate Dashboard': the private key from the welcome email opens the dashboard.
 * A blank entry is ignored (spec section 5); the key is never taken from the address bar.
 */
export function SignInForm({ knownCode, onSignedIn }: { knownCode: string | null; onSignedIn: (a: Affiliate) => void }) {
  const [key, setKey] = useState('');
  const [sending, setSending] = useState(false);
  // Why the last key was refused, said under the field: a referral code is the usual mix-up.
  const [refusal, setRefusal] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || key.trim() === '') return;
    setSending(true);
    setRefusal(undefined);
    try {
      const { affiliate } = await signIn(key.trim());
      toast({ title: AFFILIATE_MESSAGES.loginSuccessTitle, description: AFFILIATE_MESSAGES.loginSuccess, variant: 'success' });
      onSignedIn(affiliate);
    } catch {
      toast({ title: AFFILIATE_MESSAGES.loginFailed, variant: 'destructive' });
      setRefusal(looksLikeReferralCode(key) ? AFFILIATE_MESSAGES.referralCodeIsNotTheKey : AFFILIATE_MESSAGES.keyRefused);
      setSending(false);
    }
  }

  return (
    <Card className="aff-signin">
      <h1 className="aff-signin__title">Access Affiliate Dashboard</h1>
      <p>Enter the private dashboard key from your welcome email to see your earnings, referrals and links.</p>
      <p className="aff-muted" data-testid="dashboard-key-explained">
        {AFFILIATE_MESSAGES.keyExplained}
      </p>
      {knownCode && (
        <p className="aff-muted">
          Referral code: <code className="aff-code">{knownCode}</code>
        </p>
      )}
      <form className="aff-form" noValidate onSubmit={submit}>
        <TextField
          label="Dashboard key"
          name="key"
          type="password"
          autoComplete="current-password"
          hint="Your private key, not your referral code."
          value={key}
          disabled={sending}
          error={refusal}
          onChange={(e) => setKey(e.target.value)}
        />
        <Button type="submit" size="lg" fullWidth loading={sending} loadingText="Opening…">
          Access Dashboard
        </Button>
      </form>
      <EmailMyKey />
      <p className="aff-muted">
        Not an affiliate yet? <a href="/affiliates">Sign up first</a>
      </p>
    </Card>
  );
}

/** "Email me my key": a link for a new key goes to the affiliate's email (the same answer for any email). */
function EmailMyKey() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const parsed = affiliateKeyRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(fieldErrors(parsed.error.issues).email);
    setError(undefined);
    setSending(true);
    try {
      setSent((await requestKeyEmail({ email })).message);
    } catch (err) {
      setError(serverFieldErrors(err).email ?? serverMessage(err) ?? undefined);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <p className="aff-muted" role="status" data-testid="key-email-sent">
        {sent}
      </p>
    );
  }
  return (
    <form className="aff-form" noValidate onSubmit={submit} aria-labelledby="aff-lost-key">
      <h2 id="aff-lost-key" className="aff-signin__subtitle">
        Lost your key?
      </h2>
      <TextField label="Your affiliate email" name="email" type="email" autoComplete="email" value={email} error={error} disabled={sending} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="secondary" fullWidth loading={sending} loadingText="Sending…">
        Email Me My Key
      </Button>
    </form>
  );
}
