import { useState } from 'react';
import { Button, TextAreaField, serverMessage, statusOf } from '@fondly/design-system';
import { NUMBER_ACCESS_MESSAGES, NUMBER_TAKEN } from '@fondly/contract';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/form-alert';
import { askForNumberAccess } from '../../api/signup';

/** Who filled in the form: an access request is sent in their name. */
export interface Asker {
  name: string;
  email: string;
  phone: string;
}

/**
 * What went wrong with a signup, beyond the spec's toast: the server's own sentence (the
 * email already has an account, a number another family holds, a number outside the US and
 * Canada, too many attempts).
 */
export function SignupProblem({ error, asker }: { error: unknown; asker?: Asker }) {
  if (!error) return null;
  const status = statusOf(error);
  const message = serverMessage(error);
  if (status === 409 && message === NUMBER_TAKEN) {
    return (
      <FormAlert>
        <p>{message}</p>
        {asker && <AskForAccess asker={asker} />}
      </FormAlert>
    );
  }
  if (status === 409) {
    return (
      <FormAlert>
        <p>{message}</p>
        <p>
          <Link to="/sign-in">Sign in to your account</Link>
        </p>
      </FormAlert>
    );
  }
  if (message && status !== null && status < 500) return <FormAlert><p>{message}</p></FormAlert>;
  return null;
}

/** "Ask for access": the operators check with the family who holds the number, and write back. */
function AskForAccess({ asker }: { asker: Asker }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (answer) return <p>{answer}</p>;
  async function ask() {
    setBusy(true);
    setProblem(null);
    try {
      setAnswer((await askForNumberAccess({ ...asker, message: note })).message);
    } catch (err) {
      setProblem(serverMessage(err) ?? 'Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <TextAreaField label="Message (optional)" name="access-message" hint={NUMBER_ACCESS_MESSAGES.messageHint} rows={3} value={note} onChange={(e) => setNote(e.target.value)} error={problem ?? undefined} maxLength={2000} />
      <Button type="button" variant="secondary" loading={busy} loadingText="Sending..." onClick={ask}>
        {NUMBER_ACCESS_MESSAGES.button}
      </Button>
    </div>
  );
}
