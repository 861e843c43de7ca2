import { Button, TextField, RouterButton } from '@fondly/design-system';
import styles from '../../components/forms.module.css';
import { useLinkRequest } from './use-link-request';

/** Ask for a one-time sign-in link by email (the dashboard's and /sign-in's way in). */
export function SignInForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = `h${headingLevel}` as const;
  const { email, setEmail, error, sent, busy, submit } = useLinkRequest();

  if (sent) {
    return (
      <div role="status">
        <Heading className={styles.heading}>Check your email</Heading>
        <p className={styles.lead}>{sent}</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Heading className={styles.heading}>Sign in</Heading>
      <p className={styles.lead}>No password to remember: we email you a link that signs you in.</p>
      <TextField label="Your Email" name="email" type="email" inputMode="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <div className={styles.actions}>
        <RouterButton to="/simple-onboarding?plan=starter" variant="ghost" size="lg">
          New here? Start Free 7-Day Trial
        </RouterButton>
        <Button type="submit" size="lg" loading={busy} loadingText="Sending...">
          Email Me a Sign-In Link
        </Button>
      </div>
    </form>
  );
}
