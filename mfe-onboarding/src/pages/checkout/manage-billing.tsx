import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Dialog, Fallback, LoadingArea, toast, usePageTitle } from '@fondly/design-system';
import { formatCents, localCardUpdateSchema, type BillingSubscription } from '@fondly/api/contract';
import { cancelPlan, getBilling, openBillingPortal, resumePlan, updateCard } from './api';
import { CardFields, type CardValues } from './card-fields';
import { fieldErrors, serverErrors } from './form-errors';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const day = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');

/** The plan's state in one sentence a family understands. */
function statusSentence(b: BillingSubscription): string {
  if (b.status === 'canceled') return 'This plan has ended. Calls have stopped.';
  if (b.cancelAtPeriodEnd) return `Cancelled: calls continue until ${day(b.currentPeriodEnd)}, and nothing more will be charged.`;
  switch (b.status) {
    case 'trialing':
      return `Free trial until ${day(b.trialEnd)}. The first payment is on that day.`;
    case 'active':
      return `Active. Next payment on ${day(b.currentPeriodEnd)}.`;
    case 'past_due':
      return 'Your last payment did not go through. Calls continue for a few days: please update your card.';
    case 'free':
      return 'The free plan: one call a month, no card needed.';
    default:
      return 'This plan is waiting for its first payment.';
  }
}

type Loaded = { status: 'loading' } | { status: 'signed-out' } | { status: 'none' } | { status: 'failed' } | { status: 'ready'; billing: BillingSubscription };

/**
 * /checkout/manage: what Stripe's Billing Portal does, for the local checkout. The family
 * sees their plan and card, changes the card, or cancels at the end of the period.
 */
export function ManageBilling() {
  usePageTitle('Manage your plan');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'resume' | 'card' | 'portal' | null>(null);
  const [card, setCard] = useState<CardValues>({ cardNumber: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    let live = true;
    getBilling().then(
      (billing) => live && setLoaded(billing ? { status: 'ready', billing } : { status: 'signed-out' }),
      (err: unknown) => live && setLoaded({ status: (err as { status?: number }).status === 404 ? 'none' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [round]);

  async function act(kind: 'cancel' | 'resume', call: () => Promise<BillingSubscription>, done: string) {
    setBusy(kind);
    try {
      setLoaded({ status: 'ready', billing: await call() });
      toast({ title: done, variant: 'success' });
    } catch (err) {
      toast({ title: 'Error', description: serverErrors(err).message, variant: 'destructive' });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  }

  async function saveCard(event: FormEvent) {
    event.preventDefault();
    const parsed = localCardUpdateSchema.safeParse(card);
    if (!parsed.success) return setCardErrors(fieldErrors(parsed.error));
    setCardErrors({});
    setBusy('card');
    try {
      setLoaded({ status: 'ready', billing: await updateCard(card) });
      setCard({ cardNumber: '', expiry: '', cvc: '' });
      toast({ title: 'Card updated', description: 'We will use this card from now on.', variant: 'success' });
    } catch (err) {
      const { fields, message } = serverErrors(err);
      setCardErrors(fields);
      // A declined card is said once, under the card number.
      if (!Object.values(fields).includes(message)) toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function portal() {
    setBusy('portal');
    try {
      window.location.assign((await openBillingPortal()).url);
    } catch (err) {
      toast({ title: 'Error', description: serverErrors(err).message, variant: 'destructive' });
      setBusy(null);
    }
  }

  if (loaded.status === 'loading') return <LoadingArea label="Loading your plan…" minHeight="16rem" />;
  if (loaded.status !== 'ready') {
    const copy = {
      'signed-out': { title: 'Please sign in to manage your plan', message: 'We will email you a sign-in link.', action: 'Sign in', to: '/sign-in' },
      none: { title: 'There is no plan on this account yet', message: 'Choose a plan to start your free trial.', action: 'See our plans', to: '/#pricing' },
      failed: { title: "We couldn't load your plan", message: 'Please check your connection and try again.', action: 'Try again', to: null },
    }[loaded.status];
    return (
      <main className="chk-page" data-page="manage-billing">
        <Fallback
          title={copy.title}
          message={copy.message}
          retryLabel={copy.action}
          onRetry={() => (copy.to ? window.location.assign(copy.to) : setRound((r) => r + 1))}
        />
      </main>
    );
  }

  const { billing } = loaded;
  const live = billing.status !== 'canceled' && billing.status !== 'free';
  return (
    <main className="chk-page" data-page="manage-billing">
      <h1 className="chk-title">Manage your plan</h1>
      <div className="chk-layout">
        <Card title={billing.plan.name} headingLevel={2}>
          <p className="chk-plan-price">
            <span className="chk-amount">{formatCents(billing.plan.priceCents)}</span>
            {billing.plan.interval !== 'once' && <span className="chk-interval"> / {billing.plan.interval}</span>}
          </p>
          <p data-testid="plan-status">{statusSentence(billing)}</p>
          {billing.creditCents > 0 && <p>Credit on your account: {formatCents(billing.creditCents)}, used on your next payments.</p>}
          {billing.card && (
            <p>
              Card on file: {billing.card.brand} ending in {billing.card.last4}
            </p>
          )}
          {billing.provider === 'stripe' && (
            <Button onClick={portal} loading={busy === 'portal'} loadingText="Opening…">
              Manage billing on Stripe
            </Button>
          )}
          {billing.provider === 'local' && live && (
            <div className="chk-actions">
              {billing.cancelAtPeriodEnd ? (
                <Button onClick={() => act('resume', resumePlan, 'Your plan continues')} loading={busy === 'resume'} loadingText="Saving…">
                  Keep my plan
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  Cancel plan
                </Button>
              )}
            </div>
          )}
        </Card>

        {billing.provider === 'local' && live && (
          <Card title="Change card" headingLevel={2}>
            <form className="chk-form" noValidate onSubmit={saveCard}>
              <CardFields values={card} errors={cardErrors} onChange={(patch) => setCard((c) => ({ ...c, ...patch }))} disabled={busy === 'card'} />
              <Button type="submit" loading={busy === 'card'} loadingText="Saving…">
                Save card
              </Button>
            </form>
          </Card>
        )}
      </div>

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your plan?"
        description={`Calls continue until ${day(billing.currentPeriodEnd)}. Nothing more will be charged, and you can change your mind until then.`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep my plan
            </Button>
            <Button variant="destructive" onClick={() => act('cancel', cancelPlan, 'Your plan is cancelled')} loading={busy === 'cancel'} loadingText="Cancelling…">
              Cancel plan
            </Button>
          </>
        }
      />
    </main>
  );
}
