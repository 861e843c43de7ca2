import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Dialog, Fallback, LoadingArea, RadioGroupField, toast, usePageTitle, useResource, fieldErrors, serverFieldErrors, serverMessage, usePlans, RouterButton } from '@fondly/design-system';
import { familyMembersEndWith, formatCents, includesPremiumFeatures, INTERNAL_ERROR_MESSAGE, localCardUpdateSchema, urgentAlertsEndWith, type BillingSubscription } from '@fondly/contract';
import { cancelPlan, changePlan, getBilling, listInvoices, openBillingPortal, resumePlan, updateCard } from '../../api/billing';
import { CardFields, type CardValues } from './card-fields';
import { invoiceOutcome, longDate } from './invoice-text';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const day = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');

/** The plan's state in one sentence a family understands. */
function statusSentence(b: BillingSubscription): string {
  if (b.status === 'canceled') return 'This plan has ended. Calls have stopped.';
  // A gift plan: paid by the giver for its term, no card, nothing renews (walk finding 4).
  if (b.plan.interval === 'once') return `Paid by a gift until ${day(b.giftUntil ?? b.currentPeriodEnd)}. It does not renew, and nothing will be charged.`;
  if (b.giftUntil && !b.cancelAtPeriodEnd) return `Paid by a gift until ${day(b.giftUntil)}. Then it renews, and the next payment is on that day.`;
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
 * sees their plan and card, changes plan or card, cancels at the end of the period, and
 * reads every invoice with its receipt. With Stripe, its portal does the changes.
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
      toast({ title: 'Error', description: serverMessage(err) ?? INTERNAL_ERROR_MESSAGE, variant: 'destructive' });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  }

  async function saveCard(event: FormEvent) {
    event.preventDefault();
    const parsed = localCardUpdateSchema.safeParse(card);
    if (!parsed.success) return setCardErrors(fieldErrors(parsed.error.issues));
    setCardErrors({});
    setBusy('card');
    try {
      setLoaded({ status: 'ready', billing: await updateCard(card) });
      setCard({ cardNumber: '', expiry: '', cvc: '' });
      toast({ title: 'Card updated', description: 'We will use this card from now on.', variant: 'success' });
    } catch (err) {
      const fields = serverFieldErrors(err);
      const message = serverMessage(err) ?? INTERNAL_ERROR_MESSAGE;
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
      toast({ title: 'Error', description: serverMessage(err) ?? INTERNAL_ERROR_MESSAGE, variant: 'destructive' });
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
      <div className="chk-page">
        <Fallback
          title={copy.title}
          message={copy.message}
          retryLabel={copy.action}
          onRetry={() => (copy.to ? window.location.assign(copy.to) : setRound((r) => r + 1))}
        />
      </div>
    );
  }

  const { billing } = loaded;
  // A gift plan has no card and no renewal to change or cancel: its months are paid.
  const live = billing.status !== 'canceled' && billing.status !== 'free' && billing.plan.interval !== 'once';
  return (
    <div className="chk-page">
      <h1 className="chk-title">Manage your plan</h1>
      <div className="chk-layout">
        <Card title={billing.plan.name} headingLevel={2}>
          {billing.plan.interval === 'once' ? (
            // The giver's price is theirs: the family sees what the gift gives.
            <p className="chk-plan-price">A gift</p>
          ) : (
            <p className="chk-plan-price">
              <span className="chk-amount">{formatCents(billing.plan.priceCents)}</span>
              <span className="chk-interval"> / {billing.plan.interval}</span>
            </p>
          )}
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

        {billing.provider === 'local' && live && <ChangePlan billing={billing} onChanged={(next) => setLoaded({ status: 'ready', billing: next })} />}

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

        <Invoices key={`${billing.plan.id}-${billing.status}`} />
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
    </div>
  );
}

/** Another monthly or yearly plan from the one price list; its calls start now, its price at the next payment. */
function ChangePlan({ billing, onChanged }: { billing: BillingSubscription; onChanged: (b: BillingSubscription) => void }) {
  const plans = usePlans().filter((p) => p.purchasable && p.interval !== 'once');
  const [choice, setChoice] = useState(billing.plan.id);
  const [busy, setBusy] = useState(false);
  const chosen = plans.find((p) => p.id === choice);
  const nextPayment = billing.status === 'trialing' ? billing.trialEnd : billing.currentPeriodEnd;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!chosen || chosen.id === billing.plan.id) return;
    setBusy(true);
    try {
      onChanged(await changePlan({ plan: chosen.id }));
      toast({ title: `Your plan is now ${chosen.name}`, description: `${chosen.allowanceText}, from today.`, variant: 'success' });
    } catch (err) {
      toast({ title: 'Error', description: serverMessage(err) ?? INTERNAL_ERROR_MESSAGE, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Change plan" headingLevel={2}>
      <form className="chk-form" onSubmit={save}>
        <RadioGroupField
          label="Your plan"
          name="plan"
          value={choice}
          onValueChange={setChoice}
          options={plans.map((p) => ({
            value: p.id,
            label: `${p.name}: ${formatCents(p.priceCents)} / ${p.interval}`,
            hint: p.id === billing.plan.id ? `${p.allowanceText} (your plan now)` : p.allowanceText,
          }))}
        />
        {chosen && chosen.id !== billing.plan.id && (
          <p role="status">
            {chosen.name}'s calls ({chosen.allowanceText}) start today. {nextPayment ? `Your next payment, on ${longDate(nextPayment)}, will be ${formatCents(chosen.priceCents)}.` : ''}
            {/* Said before the move down, as the plan-change mail says it after (decision 177). */}
            {includesPremiumFeatures(billing.plan.id) && !includesPremiumFeatures(chosen.id) ? ` ${urgentAlertsEndWith(chosen.name)} ${familyMembersEndWith(chosen.name)}` : ''}
          </p>
        )}
        <div className="chk-actions">
          <Button type="submit" disabled={!chosen || chosen.id === billing.plan.id} loading={busy} loadingText="Saving…">
            Change plan
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Every invoice of the family's, newest first, each with its receipt. */
function Invoices() {
  const invoices = useResource(listInvoices, []);
  return (
    <Card title="Invoices and receipts" headingLevel={2}>
      {invoices.loading ? (
        <p className="chk-muted">Loading your invoices…</p>
      ) : invoices.error ? (
        <p className="chk-muted">
          Your invoices could not load. <Button variant="ghost" onClick={invoices.reload}>Try again</Button>
        </p>
      ) : invoices.data!.length === 0 ? (
        <p className="chk-muted">No invoices yet. Each payment will be listed here with its receipt.</p>
      ) : (
        <ul className="chk-invoices" aria-label="Invoices, newest first">
          {invoices.data!.map((inv) => (
            <li key={inv.id}>
              <div>
                <strong>{longDate(inv.paidAt ?? inv.createdAt)}</strong>: {inv.description}
                <br />
                <span className="chk-muted">{invoiceOutcome(inv)}</span>
              </div>
              <RouterButton to={`/checkout/manage/receipts/${inv.id}`} variant="secondary" aria-label={`Receipt for ${longDate(inv.paidAt ?? inv.createdAt)}: ${inv.description}`}>
                Receipt
              </RouterButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
