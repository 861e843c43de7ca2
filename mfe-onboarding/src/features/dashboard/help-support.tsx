import { useState, type FormEvent } from 'react';
import { Button, Card, LoadingArea, TextAreaField, TextField, toast, useResource, fieldErrors, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { SUPPORT_MESSAGES, supportRequestInputSchema } from '@fondly/contract';
import { formatDate } from '../../lib/format';
import { listSupportRequests, sendSupportRequest } from '../../api/family';
import { SubPage } from './sub-page';
import styles from './dashboard.module.css';

/** Help & Support: write to the Fondly team; they reply by email within 24 hours. */
export function HelpSupport() {
  const history = useResource(listSupportRequests, []);
  const [values, setValues] = useState({ subject: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = supportRequestInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await sendSupportRequest(values);
      toast({ title: 'Message sent', description: SUPPORT_MESSAGES.sent, variant: 'success' });
      setValues({ subject: '', message: '' });
      history.reload();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({ title: 'Could not send', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SubPage title="Help & Support" intro="A real person reads every message and replies by email within 24 hours.">
      <Card title="Write to us" headingLevel={2}>
        <form onSubmit={submit} noValidate>
          <TextField label="Subject" name="subject" value={values.subject} onChange={(e) => setValues({ ...values, subject: e.target.value })} error={errors.subject} maxLength={150} />
          <TextAreaField label="How can we help?" name="message" rows={6} value={values.message} onChange={(e) => setValues({ ...values, message: e.target.value })} error={errors.message} maxLength={5000} />
          <Button type="submit" loading={busy} loadingText="Sending...">
            Send Message
          </Button>
        </form>
      </Card>
      <Card title="Your messages" headingLevel={2}>
        {history.loading && <LoadingArea />}
        {history.data?.length === 0 && <p className={styles.empty}>No messages yet.</p>}
        <ul className={styles.calls}>
          {history.data?.map((r) => (
            <li key={r.id}>
              <span>
                <strong>{r.subject}</strong> ({formatDate(r.createdAt)})
              </span>
              <span className={`${styles.pill} ${r.status === 'resolved' ? styles.pillGood : ''}`}>{r.status === 'resolved' ? 'Answered' : 'Waiting for reply'}</span>
            </li>
          ))}
        </ul>
      </Card>
    </SubPage>
  );
}
