import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, toast, serverFieldErrors, serverMessage } from '@fondly/design-system';
import type { CallNowPreview, Recipient } from '@fondly/contract';
import { callNow, callNowPreview } from '../../api/recipients';
import { ConfirmEmailNote } from './confirm-email-note';
import styles from './dashboard.module.css';

/**
 * "Call Now" for one loved one, wherever the family sees her (the dashboard and Call Scheduling):
 * what it would do, said before it is used (issue 30), then POST /api/recipients/:id/call-now.
 * The server's refusals are shown as it words them: the email to confirm first, or the plan's
 * calls all used or planned with the offer to bring the next call forward. Not offered while
 * her calls are paused. `onPlaced` reads her calls again.
 */
export function CallNow({ recipient, onPlaced }: { recipient: Recipient; onPlaced?: () => void | Promise<void> }) {
  const paused = Boolean(recipient.schedule?.paused);
  const [busy, setBusy] = useState<'now' | 'move' | null>(null);
  // Set when the plan's calls are all used or planned: the server's words, and the offer to move the next call.
  const [full, setFull] = useState<string | null>(null);
  // Set when the account's email is not confirmed yet: the server's words, and a way to get the link again.
  const [unconfirmed, setUnconfirmed] = useState<{ message: string; email: string } | null>(null);
  // Read again after anything that changes her calls (a new `recipient`).
  const [preview, setPreview] = useState<CallNowPreview | null>(null);
  useEffect(() => {
    if (paused) return setPreview(null);
    let live = true;
    callNowPreview(recipient.id).then((p) => live && setPreview(p), () => live && setPreview(null));
    return () => {
      live = false;
    };
  }, [recipient, paused]);

  if (paused) return null;

  /** An extra call within the plan; only `move` (the family's own choice) brings the next planned call forward. */
  async function placeCall(move: boolean) {
    setBusy(move ? 'move' : 'now');
    try {
      const placed = await callNow(recipient.id, move);
      setFull(null);
      await onPlaced?.();
      toast({
        title: `Calling ${recipient.name} now`,
        description: placed.movedNextCall ? 'This call takes the place of the next planned one.' : 'An extra call: every planned call stays as it is.',
        variant: 'success',
      });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.confirmEmail) setUnconfirmed({ message: serverMessage(error) ?? '', email: fields.confirmEmail });
      else if (!move && fields.moveNextCall) setFull(serverMessage(error));
      else toast({ title: 'That did not work', description: serverMessage(error) ?? 'Please try again in a moment.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const noteId = `call-now-note-${recipient.id}`;
  return (
    <div className={styles.callNow} data-testid="call-now" data-recipient={recipient.name}>
      {/* In the law's quiet hours nothing the family does makes Call Now work: it says so before it
          is pressed, disabled, with the reason beside it (other refusals keep their way out on press). */}
      <Button
        variant="ghost"
        loading={busy === 'now'}
        loadingText="Calling..."
        disabled={preview?.kind === 'outside-calling-hours' || Boolean(preview?.upgradeUrl)}
        aria-describedby={preview && !full ? noteId : undefined}
        onClick={() => void placeCall(false)}
      >
        Call Now
      </Button>
      {preview && !full && (
        <p className={styles.hint} data-testid="call-now-note" id={noteId}>
          {preview.note}
          {preview.upgradeUrl && (
            <>
              {' '}
              <Link to={preview.upgradeUrl} data-testid="call-now-upgrade">
                See plans with more calls
              </Link>
            </>
          )}
        </p>
      )}
      {unconfirmed && <ConfirmEmailNote email={unconfirmed.email} message={unconfirmed.message} />}
      {full && (
        <div className={styles.offer} role="alert">
          <p>{full}</p>
          <div className={styles.row}>
            <Button loading={busy === 'move'} loadingText="Calling..." onClick={() => void placeCall(true)}>
              Call Now Instead of the Next Call
            </Button>
            <Button variant="secondary" onClick={() => setFull(null)}>
              Keep the Planned Calls
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
