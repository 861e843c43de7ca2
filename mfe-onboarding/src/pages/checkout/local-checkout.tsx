import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Fallback, LoadingArea, TextField, textFieldProps, usePageTitle, fieldErrors, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { ApiError } from '@fondly/design-system/client';
import { formatCents, INTERNAL_ERROR_MESSAGE, localCheckoutPaymentSchema, type CheckoutSession } from '@fondly/contract';
import { getCheckoutSession, payCheckout } from '../../api/billing';
import { CardFields, type CardValues } from './card-fields';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; session: CheckoutSession };

const INTERVAL: Record<string, string> = { month: 'a month', year: 'a year' };

/** What the buyer pays and when, in plain words. */
function priceSentence(session: CheckoutSession): string {
  const { plan } = session;
  if (plan.interval === 'once') return `One payment of ${formatCents(plan.priceCents)} for ${plan.termMonths ?? 1} months of calls.`;
  const then = `${formatCents(plan.priceCents)} ${INTERVAL[plan.interval] ?? ''}`.trim();
  return session.trialDays > 0
    ? `Nothing today: your ${session.trialDays}-day free trial starts now. Then ${then}, cancel any time.`
    : `${then}, cancel any time.`;
}

/**
 * The local checkout (the embedded default when Fondly runs without Stripe): the plan and
 * price, and a card form that takes Stripe's test cards. A paid checkout goes on to
 * /onboarding through the landing page, exactly as Stripe's success address does.
 */
export function LocalCheckout({ id }: { id: string }) {
  usePageTitle('Checkout');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [values, setValues] = useState({ email: '', name: '', cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    getCheckoutSession(id).then(
      (session) => {
        if (!live) return;
        setLoaded({ status: 'ready', session });
        setValues((v) => ({ ...v, email: v.email || session.email || '' }));
      },
      (err: unknown) => live && setLoaded({ status: err instanceof ApiError && err.status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [id, round]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (paying) return;
    setProblem(null);
    const parsed = localCheckoutPaymentSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setPaying(true);
    try {
      const { redirectUrl } = await payCheckout(id, values);
      // A full page load, as Stripe's own redirect is: the landing page takes it from there.
      window.location.assign(redirectUrl);
    } catch (err) {
      const fields = serverFieldErrors(err);
      const message = serverMessage(err) ?? INTERNAL_ERROR_MESSAGE;
      setErrors(fields);
      // A declined card is said once, under the card number; the box is for what no field says.
      setProblem(Object.values(fields).includes(message) ? null : message);
      setPaying(false);
    }
  }

  if (loaded.status === 'loading') return <LoadingArea label="Loading your checkout…" minHeight="20rem" />;
  if (loaded.status === 'missing') {
    return (
      <div className="chk-page">
        <Fallback title="This checkout could not be found." message="It may have expired. Please choose your plan again." retryLabel="See our plans" onRetry={() => window.location.assign('/#pricing')} />
      </div>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div className="chk-page">
        <Fallback title="We couldn't load your checkout" message="Please check your connection and try again." onRetry={() => setRound((r) => r + 1)} />
      </div>
    );
  }

  const { session } = loaded;
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  /** A payer field's name, value, error and change handler. */
  const field = (name: 'email' | 'name') => ({ ...textFieldProps({ name, value: values[name], error: errors[name], onChange: (v) => set({ [name]: v }) }), disabled: paying, required: true });
  const buttonLabel = session.plan.interval === 'once' ? `Pay ${formatCents(session.plan.priceCents)}` : session.trialDays > 0 ? 'Start free trial' : `Pay ${formatCents(session.plan.priceCents)}`;

  return (
    <div className="chk-page">
      <h1 className="chk-title">Checkout</h1>
      <p className="chk-test-note" role="note">
        <strong>Test checkout.</strong> No real card is charged. Use the test card 4242 4242 4242 4242 with any future date and any three digits; 4000 0000 0000 0002 shows a declined card.
      </p>
      <div className="chk-layout">
        <Card title="Your plan" headingLevel={2} className="chk-summary">
          <p className="chk-plan-name">{session.plan.name}</p>
          <p className="chk-plan-price">
            <span className="chk-amount">{formatCents(session.plan.priceCents)}</span>
            {session.plan.interval !== 'once' && <span className="chk-interval"> / {session.plan.interval}</span>}
          </p>
          <p>{priceSentence(session)}</p>
          {session.referralMonth && (
            <p className="chk-referral" data-testid="referral-month">
              {session.referralMonth}
            </p>
          )}
          <ul className="chk-features">
            {session.plan.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </Card>

        {session.status === 'completed' ? (
          <Card title="This checkout is already paid." headingLevel={2}>
            <p>Thank you! Let's finish setting up the calls.</p>
            <Button href={`/onboarding?transaction_id=${encodeURIComponent(session.id)}&email=${encodeURIComponent(session.email ?? '')}`} size="lg">
              Continue setup
            </Button>
          </Card>
        ) : (
          <Card title="Payment details" headingLevel={2}>
            <form className="chk-form" noValidate onSubmit={submit} aria-describedby={problem ? 'chk-problem' : undefined}>
              <TextField
                label="Email"
                {...field('email')}
                type="email"
                autoComplete="email"
              />
              <TextField
                label="Name on card"
                {...field('name')}
                autoComplete="cc-name"
              />
              <CardFields values={values as CardValues} errors={errors} onChange={set} disabled={paying} />
              {problem && (
                <p id="chk-problem" className="chk-problem" role="alert">
                  {problem}
                </p>
              )}
              <Button type="submit" size="lg" fullWidth loading={paying} loadingText="Processing…">
                {buttonLabel}
              </Button>
            </form>
          </Card>
        )}
      </div>
    </div>
  );
}
