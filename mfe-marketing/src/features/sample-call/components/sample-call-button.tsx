import { useEffect, useRef, useState } from 'react';
import { Button, copyToClipboard, Dialog, toast, type ButtonSize, type ButtonVariant } from '@fondly/design-system';
import { Link } from 'react-router-dom';
import type { PhoneNumber } from '../../../config/site';
import { reportProblem } from '../../../lib/report-problem';
import { getSampleLine } from '../api/get-sample-line';
import styles from './sample-call.module.css';

/** A phone or tablet: a touch screen without a mouse. There the button simply dials. */
function isPhoneLike(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: none) and (pointer: coarse)').matches;
}

type LineState = { status: 'loading' } | { status: 'ready'; line: PhoneNumber | null };

/**
 * "Try a Sample Call" (spec section 2): on a phone it dials the sample line; elsewhere a
 * dialog shows the number with Close and Copy Number (which copies, says "Copied!" and closes).
 */
export function SampleCallButton({ variant = 'secondary', size = 'lg' }: { variant?: ButtonVariant; size?: ButtonSize }) {
  const [open, setOpen] = useState(false);
  const [line, setLine] = useState<LineState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const copyRef = useRef<HTMLButtonElement>(null);
  const [dialsDirectly, setDialsDirectly] = useState<PhoneNumber | null>(null);

  // On a phone the button becomes a plain tel: link as soon as the line is known, so a tap
  // dials at once (and a long press offers "Call", as for any phone number).
  useEffect(() => {
    if (!isPhoneLike()) return;
    let live = true;
    getSampleLine().then(
      (found) => live && setDialsDirectly(found),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  async function lookUpLine(): Promise<PhoneNumber | null> {
    try {
      const found = await getSampleLine();
      setLine({ status: 'ready', line: found });
      return found;
    } catch (error) {
      reportProblem('could not look up the sample call line', error);
      setLine({ status: 'ready', line: null });
      return null;
    }
  }

  async function start() {
    if (isPhoneLike()) {
      setBusy(true);
      const found = await lookUpLine();
      setBusy(false);
      if (found) {
        window.location.href = `tel:${found.e164}`;
        return;
      }
      setOpen(true);
      return;
    }
    setOpen(true);
    await lookUpLine();
  }

  async function copyNumber(number: PhoneNumber) {
    const copied = await copyToClipboard(number.e164);
    if (copied) {
      toast({ title: 'Copied!', description: `${number.display} is on your clipboard.`, variant: 'success' });
    } else {
      toast({ title: 'Could not copy', description: `Please write the number down: ${number.display}` });
    }
    setOpen(false);
  }

  const ready = line.status === 'ready' ? line.line : null;

  if (dialsDirectly) {
    return (
      <Button variant={variant} size={size} href={`tel:${dialsDirectly.e164}`}>
        Try a Sample Call
      </Button>
    );
  }

  return (
    <>
      <Button variant={variant} size={size} onClick={() => void start()} loading={busy} loadingText="Finding the number…">
        Try a Sample Call
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Try a Sample Call"
        // The words match what is offered: a number to call, or (while the line rests) the sample in the browser.
        description={
          ready || line.status === 'loading'
            ? "Call this number from any phone to hear a short sample of a Fondly conversation. It's free, and nobody will call you back."
            : 'Hear a short sample of a Fondly conversation.'
        }
        initialFocusRef={copyRef}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
            {ready && (
              <Button ref={copyRef} onClick={() => void copyNumber(ready)}>
                Copy Number
              </Button>
            )}
          </>
        }
      >
        {line.status === 'loading' ? (
          <p className={styles.lookingUp} role="status">
            Finding the sample line…
          </p>
        ) : ready ? (
          <p className={styles.number}>
            <a href={`tel:${ready.e164}`}>{ready.display}</a>
          </p>
        ) : (
          <p role="status">
            The sample line is resting right now. You can{' '}
            <Link to="/sample-call" onClick={() => setOpen(false)}>
              listen to a sample call in your browser
            </Link>{' '}
            instead.
          </p>
        )}
        {/* The same sample, playable here without leaving the page. */}
        <p className={styles.listenHere}>Or listen to {__FONDLY_SHOWCASE__.sampleCall.seconds} seconds of a call right here:</p>
        <audio className={styles.player} controls preload="none" src={__FONDLY_SHOWCASE__.sampleCall.audioUrl} aria-label="Sample call" />
      </Dialog>
    </>
  );
}
