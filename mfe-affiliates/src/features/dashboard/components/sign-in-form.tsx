import { useState, type FormEvent } from 'react';
import { Button, Card, TextField, toast } from '@fondly/design-system';
import { AFFILIATE_MESSAGES, type Affiliate } from '@fondly/api/contract';
import { signIn } from '../api/affiliate-api';

/**
 * 'Access Affiliate Dashboard': the private key from the welcome email opens the dashboard.
 * A blank entry is ignored (spec section 5); the key is never taken from the address bar.
 */
export function SignInForm({ knownCode, onSignedIn }: { knownCode: string | null; onSignedIn: (a: Affiliate) => void }) {
  const [key, setKey] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || key.trim() === '') return;
    setSending(true);
    try {
      const { affiliate } = await signIn(key.trim());
      toast({ title: AFFILIATE_MESSAGES.loginSuccessTitle, description: AFFILIATE_MESSAGES.loginSuccess, variant: 'success' });
      onSignedIn(affiliate);
    } catch {
      toast({ title: AFFILIATE_MESSAGES.loginFailed, variant: 'destructive' });
      setSending(false);
    }
  }

  return (
    <Card className="aff-signin">
      <h1 className="aff-signin__title">Access Affiliate Dashboard</h1>
      <p>Enter the private dashboard key from your welcome email to see your earnings, referrals and links.</p>
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
          onChange={(e) => setKey(e.target.value)}
        />
        <Button type="submit" size="lg" fullWidth loading={sending} loadingText="Opening…">
          Access Dashboard
        </Button>
      </form>
      <p className="aff-muted">
        Not an affiliate yet? <a href="/affiliates">Sign up first</a>
      </p>
    </Card>
  );
}
