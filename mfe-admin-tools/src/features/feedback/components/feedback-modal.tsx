import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Dialog, RadioGroupField, TextAreaField } from '@fondly/design-system';
import { feedbackSchema } from '@fondly/contract';
import { logFeedbackFailure, sendFeedback } from '../api/send-feedback';
import { StarRating } from './star-rating';
import './feedback.css';

/** Spec section 9: the thank-you shows for 2 seconds, then the modal closes and resets. */
export const FEEDBACK_THANK_YOU_MS = 2000;

type Phase = 'form' | 'sending' | 'thanks';

export interface FeedbackModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The call the feedback is about, when there is one. */
  callId?: string | null;
}

/**
 * The feedback modal (spec sections 2, 4, 5): a 1-5 rating, a comment, would you recommend
 * us and why. Sending needs a rating and a recommend answer; the comment is trimmed.
 */
export function FeedbackModal({ open, onOpenChange, callId = null }: FeedbackModalProps) {
  const formId = useId();
  const hintId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [recommend, setRecommend] = useState<boolean | null>(null);
  const [reason, setReason] = useState('');
  const [phase, setPhase] = useState<Phase>('form');
  const canSend = rating !== null && recommend !== null && phase === 'form';

  function reset() {
    setRating(null);
    setComment('');
    setRecommend(null);
    setReason('');
    setPhase('form');
  }

  useEffect(() => {
    if (phase !== 'thanks') return;
    const timer = setTimeout(() => {
      onOpenChange(false);
      reset();
    }, FEEDBACK_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [phase, onOpenChange]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    const parsed = feedbackSchema.safeParse({ callId, rating, comment, recommend, recommendReason: reason, timestamp: new Date().toISOString() });
    if (!parsed.success) return logFeedbackFailure(parsed.error);
    setPhase('sending');
    try {
      await sendFeedback(parsed.data);
    } catch (err) {
      logFeedbackFailure(err);
    }
    setPhase('thanks');
  }

  function close(next: boolean) {
    onOpenChange(next);
    // Closed by hand half-way: the answers stay for next time; after sending, start afresh.
    if (!next && phase === 'thanks') reset();
  }

  if (phase === 'thanks') {
    return (
      <Dialog open={open} onOpenChange={close} title="Thank you!">
        <p className="adm-feedback__thanks" role="status">
          Thank you for your feedback! It goes straight to the people who look after Fondly's calls.
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="How was your call?"
      description="Two quick questions. Your answers help us make every call warmer."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Not now
          </Button>
          <Button type="submit" form={formId} disabled={!canSend} loading={phase === 'sending'} loadingText="Sending…" aria-describedby={canSend ? undefined : hintId}>
            Send feedback
          </Button>
        </>
      }
    >
      <form id={formId} className="adm-feedback" onSubmit={submit} noValidate>
        <StarRating label="How would you rate your call?" value={rating} onChange={setRating} />
        <TextAreaField label="Anything you would like to tell us? (optional)" rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
        <RadioGroupField
          label="Would you recommend Fondly to a friend?"
          name="recommend"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          value={recommend === null ? '' : recommend ? 'yes' : 'no'}
          onValueChange={(v) => setRecommend(v === 'yes')}
        />
        <TextAreaField label="What is the main reason for your answer? (optional)" rows={2} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
        {!canSend && phase === 'form' && (
          <p id={hintId} className="adm-feedback__hint">
            Choose a rating and answer whether you would recommend Fondly to send your feedback.
          </p>
        )}
      </form>
    </Dialog>
  );
}
