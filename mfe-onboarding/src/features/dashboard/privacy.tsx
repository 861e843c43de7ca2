import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Dialog, TextField, toast, fieldErrors, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { deleteAccountSchema, type Account } from '@fondly/contract';
import { deleteAccount, EXPORT_URL } from '../../api/account';
import { SubPage } from './sub-page';
import styles from './dashboard.module.css';

/** The rights promised on /privacy: download my data, delete my account. */
export function Privacy({ account, onDeleted }: { account: Account; onDeleted: () => void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    const parsed = deleteAccountSchema.safeParse({ confirmEmail });
    if (!parsed.success) return setError(fieldErrors(parsed.error.issues).confirmEmail);
    setBusy(true);
    try {
      await deleteAccount({ confirmEmail });
      setOpen(false);
      toast({ title: 'Your account is deleted', description: 'We have emailed you a confirmation. The calls have stopped.', variant: 'success' });
      onDeleted();
      navigate('/', { replace: true });
    } catch (err) {
      setError(serverFieldErrors(err).confirmEmail ?? serverMessage(err) ?? 'Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <SubPage title="Your Account and Data" intro="Your family's data belongs to you.">
      <Card title="Download my data" headingLevel={2}>
        <p>One file (JSON) with everything we hold: your account, your loved ones and their schedules, every call with its transcript, every Moment and story, and your messages to us.</p>
        <Button href={EXPORT_URL} download variant="secondary">
          Download My Data
        </Button>
      </Card>
      <Card title="Delete my account" headingLevel={2} className={styles.danger}>
        <p>
          Calls stop at once, any paid plan ends, and we remove your personal data: your loved ones, their calls and transcripts, Moments and stories, and your family's email list. We
          email you a confirmation. This cannot be undone.
        </p>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete My Account
        </Button>
      </Card>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account for good?"
        description={
          <>
            To confirm, type your email address: <strong className={styles.breakAnywhere}>{account.email}</strong>
          </>
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep My Account
            </Button>
            <Button variant="destructive" onClick={confirmDelete} loading={busy} loadingText="Deleting...">
              Delete Everything
            </Button>
          </>
        }
      >
        <TextField label="Your email address" name="confirmEmail" type="email" autoComplete="off" value={confirmEmail} onChange={(e) => setConfirmEmail(e.target.value)} error={error} />
      </Dialog>
    </SubPage>
  );
}
