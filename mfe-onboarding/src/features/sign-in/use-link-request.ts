import { useState, type FormEvent } from 'react';
import { fieldErrors, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { signInLinkRequestSchema } from '@fondly/contract';
import { requestSignInLink } from '../../api/account';

/**
 * The one way a family asks for a link by email (to sign in, or to finish a setup it paid for):
 * checked with the API's own schema, the API's answer shown as it says it.
 */
export function useLinkRequest() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signInLinkRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(fieldErrors(parsed.error.issues).email);
    setError(undefined);
    setBusy(true);
    try {
      setSent((await requestSignInLink(parsed.data)).message);
    } catch (err) {
      setError(serverFieldErrors(err).email ?? serverMessage(err) ?? 'We could not send the link just now. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return { email, setEmail, error, sent, busy, submit };
}
