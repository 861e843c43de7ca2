import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { SETUP_COMPLETED } from '../../lib/navigation-state';
import { Button, LoadingArea, TextField, toast, usePageTitle, useResource, serverMessage, RouterButton } from '@fondly/design-system';
import { FINISH_SETUP_TEXT, paidOnboardingSchema, type Account, type CheckoutSession, type PaidOnboardingInput } from '@fondly/contract';
import { FormAlert } from '../../components/form-alert';
import { PageShell } from '../../components/page-shell';
import { PAGE_TEXT } from '../page-meta';
import styles from '../../components/forms.module.css';
import { TOASTS } from '../../lib/messages';
import { getAccount } from '../../api/account';
import { getCheckoutSession, getWaitingCheckout } from '../../api/billing';
import { completePaidOnboarding, linkCheckoutToAccount } from '../../api/signup';
import { OnboardingForm } from '../../features/signup/onboarding-form';
import { forgetCheckout, holdCheckout, useCheckoutFromAddress } from './checkout-from-address';
import { useLinkRequest } from '../../features/sign-in/use-link-request';

/**
 * /onboarding?transaction_id=…&email=…: after a paid checkout. Without a transaction id (a new
 * tab, the address typed again) a payment this browser made and never set up carries on; with
 * none, the page says where the link to finish is (walk finding 1). The form is offered only for a checkout that really completed;
 * a family already signed in adds the plan to their own account instead. The id and the
 * email leave the address bar at once (checkout-from-address.ts).
 */
export default function OnboardingPage() {
  usePageTitle(PAGE_TEXT.onboarding.title);
  const checkout = useCheckoutFromAddress();
  if (!checkout) {
    return (
      <PageShell page="onboarding">
        <NoPaymentInThisTab />
      </PageShell>
    );
  }
  return (
    <PageShell page="onboarding">
      <PaidOnboarding transactionId={checkout.transactionId} email={checkout.email} />
    </PageShell>
  );
}

function PaidOnboarding({ transactionId, email }: { transactionId: string; email: string }) {
  const state = useResource(async () => {
    const [checkout, account] = await Promise.all([getCheckoutSession(transactionId).catch(() => null), getAccount()]);
    return { checkout, account };
  }, [transactionId]);

  if (state.loading) return <LoadingArea label="Checking your payment…" minHeight="20rem" />;
  const checkout = state.data?.checkout ?? null;
  const account = state.data?.account ?? null;

  if (!checkout || checkout.status !== 'completed') {
    return (
      <div className={styles.formCard}>
        <h1 className={styles.heading}>We could not find a finished payment</h1>
        <p className={styles.lead}>This link does not belong to a completed checkout. If you were charged, please contact us and we will sort it out.</p>
        <div className={styles.actions}>
          <RouterButton to="/" size="lg">
            Return Home
          </RouterButton>
        </div>
      </div>
    );
  }
  if (checkout.alreadyLinked && !account) {
    return (
      <div className={styles.formCard}>
        <h1 className={styles.heading}>Your setup is already complete</h1>
        <p className={styles.lead}>This payment is already linked to an account. Please sign in instead.</p>
        <div className={styles.actions}>
          <RouterButton to="/sign-in" size="lg">
            Sign In
          </RouterButton>
        </div>
      </div>
    );
  }
  if (checkout.linkedToYou) return <AlreadyYours />;
  if (account) return <AddToAccount account={account} checkout={checkout} />;
  return (
    <OnboardingForm
      schema={paidOnboardingSchema}
      extra={{ transactionId }}
      email={email || checkout.email || ''}
      name={checkout.customerName ?? ''}
      heading="Complete Your Setup"
      lead={`Thank you for choosing ${checkout.plan.name}. Tell us who we will be calling.`}
      submit={async (input) => {
        await completePaidOnboarding(input as PaidOnboardingInput);
        forgetCheckout();
      }}
      footer={<>Already have an account? <Link to="/sign-in">Sign in</Link> first, then open this page again to add the plan to it.</>}
    />
  );
}

/**
 * Opened without a payment to finish: one this browser paid for and never set up carries on
 * (another tab); otherwise the page says the link was emailed, and sends it again on request.
 */
function NoPaymentInThisTab() {
  const state = useResource(async () => {
    const [waiting, account] = await Promise.all([
      getWaitingCheckout()
        .then((id) => {
          if (id) holdCheckout(id);
          return id;
        })
        .catch(() => null),
      getAccount().catch(() => null),
    ]);
    return { waiting, account };
  }, []);
  if (state.loading) return <LoadingArea label="Checking your payment…" minHeight="20rem" />;
  const waiting = state.data?.waiting ?? null;
  if (waiting) return <PaidOnboarding transactionId={waiting} email="" />;
  // Signed in with nothing waiting: what we already know, not a link to look for in the mail.
  if (state.data?.account) return <NothingToFinish account={state.data.account} />;
  return <FinishSetupByEmail />;
}

/** A signed-in family with no payment waiting to be set up: their plan as it is, and the way on. */
function NothingToFinish({ account }: { account: Account }) {
  const plan = account.subscription?.plan ?? null;
  return (
    <div className={styles.formCard}>
      <h1 className={styles.heading}>{plan ? `Your ${plan.name} plan is set up` : 'Nothing to finish here'}</h1>
      <p className={styles.lead}>
        You are signed in as {account.name} ({account.email}).{' '}
        {plan ? `${plan.name} (${plan.allowanceText}) is on your account, and no other payment is waiting to be set up.` : 'No payment is waiting to be set up.'}
      </p>
      <div className={styles.actions}>
        <RouterButton to="/checkout/manage" variant="secondary" size="lg">
          See Your Plan
        </RouterButton>
        <RouterButton to="/dashboard" size="lg">
          Go to Your Dashboard
        </RouterButton>
      </div>
    </div>
  );
}

function FinishSetupByEmail() {
  const { email, setEmail, error, sent, busy, submit } = useLinkRequest();
  return (
    <div className={styles.formCard}>
      <h1 className={styles.heading}>{FINISH_SETUP_TEXT.heading}</h1>
      <p className={styles.lead}>{FINISH_SETUP_TEXT.emailed}</p>
      {sent ? (
        <p role="status" className={styles.lead}>
          {sent}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className={styles.lead}>{FINISH_SETUP_TEXT.again}</p>
          <TextField label="Your Email" name="email" type="email" inputMode="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
          <div className={styles.actions}>
            <RouterButton to="/" variant="ghost" size="lg">
              Return Home
            </RouterButton>
            <Button type="submit" size="lg" loading={busy} loadingText="Sending...">
              Email Me the Link
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** The payment joined this family's account when it was made: nothing left to do here. */
function AlreadyYours() {
  useEffect(() => forgetCheckout(), []);
  return <Navigate to="/success" state={SETUP_COMPLETED} replace />;
}

/** A signed-in family paid for a plan: it joins their account, no second account. */
function AddToAccount({ account, checkout }: { account: Account; checkout: CheckoutSession }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function link() {
    setBusy(true);
    setProblem(null);
    try {
      await linkCheckoutToAccount(checkout.id);
      toast(TOASTS.setupCompleted);
      forgetCheckout();
      navigate('/success', { state: SETUP_COMPLETED });
    } catch (error) {
      toast(TOASTS.setupFailed);
      setProblem(serverMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.formCard}>
      <h1 className={styles.heading}>Add {checkout.plan.name} to your account</h1>
      <p className={styles.lead}>
        Your payment is complete. You are signed in as {account.name} ({account.email}); your loved ones' calls will follow the new plan.
      </p>
      {problem && (
        <FormAlert>
          <p>{problem}</p>
        </FormAlert>
      )}
      <div className={styles.actions}>
        <Button size="lg" onClick={link} loading={busy} loadingText="Setting up...">
          Complete Setup
        </Button>
      </div>
    </div>
  );
}

