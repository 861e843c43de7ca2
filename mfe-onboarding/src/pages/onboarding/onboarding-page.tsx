import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { SETUP_COMPLETED } from '../../lib/navigation-state';
import { Button, LoadingArea, RadioGroupField, toast, usePageTitle, useResource, checkForm, serverFieldErrors, serverMessage, RouterButton, useFormFields } from '@fondly/design-system';
import {
  EVERY_DAY,
  guessTimeZone,
  ONBOARDING_TOPIC_LABELS,
  ONBOARDING_TOPICS,
  windowOfChoice,
  paidOnboardingSchema,
  SERVICE_FOR,
  SERVICE_FOR_LABELS,
  VOICE_LABELS,
  type Account,
  type CallDay,
  type CheckoutSession,
  type WindowChoice,
} from '@fondly/contract';
import { ChoiceList } from '../../components/choice-list';
import { CallTimesFields } from '../../components/call-times-fields';
import { ConsentField } from '../../components/consent-field';
import { FormAlert } from '../../components/form-alert';
import { PageShell } from '../../components/page-shell';
import { PAGE_TEXT } from '../page-meta';
import { TimeZoneField } from '../../components/time-zone-field';
import styles from '../../components/forms.module.css';
import { TOASTS } from '../../lib/messages';
import { getAccount } from '../../api/account';
import { getCheckoutSession } from '../../api/billing';
import { completePaidOnboarding, linkCheckoutToAccount } from '../../api/signup';
import { SignupProblem } from '../../features/signup/signup-problem';
import { RecipientFields, YourDetailsFields } from '../../components/signup-fields';
import { forgetCheckout, useCheckoutFromAddress } from './checkout-from-address';

/**
 * /onboarding?transaction_id=…&email=…: after a paid checkout. Without a transaction id
 * the visitor goes home. The form is offered only for a checkout that really completed;
 * a family already signed in adds the plan to their own account instead. The id and the
 * email leave the address bar at once (checkout-from-address.ts).
 */
export default function OnboardingPage() {
  usePageTitle(PAGE_TEXT.onboarding.title);
  const checkout = useCheckoutFromAddress();
  if (!checkout) return <Navigate to="/" replace />;
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
  return <OnboardingForm transactionId={transactionId} email={email || checkout.email || ''} name={checkout.customerName ?? ''} planName={checkout.plan.name} />;
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

function OnboardingForm({ transactionId, email, name, planName }: { transactionId: string; email: string; name: string; planName: string }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, set, bind } = useFormFields({
    // The name typed on the card at checkout, to be corrected here if the card is someone else's.
    customerName: name,
    customerEmail: email,
    serviceFor: 'parent' as (typeof SERVICE_FOR)[number],
    recipientName: '',
    recipientPhone: '',
    voiceGender: 'female' as 'female' | 'male',
    topics: [] as Array<(typeof ONBOARDING_TOPICS)[number]>,
    // The one list of windows (decision 129); this page's own morning first, as the spec has it.
    windowChoice: '9-11' as WindowChoice | '',
    callDays: [...EVERY_DAY] as CallDay[],
    timeZone: guessTimeZone(),
    recipientConsent: false,
  });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { windowChoice, ...rest } = values;
    // The spec's callSchedule names the window; windowChoice keeps its exact hours.
    const input = { transactionId, ...rest, ...(windowChoice ? { windowChoice, callSchedule: windowOfChoice(windowChoice).window } : {}) };
    const check = checkForm(paidOnboardingSchema, input, formRef.current);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    setProblem(null);
    setSubmitting(true);
    try {
      await completePaidOnboarding({ ...input, recipientConsent: true });
      toast(TOASTS.setupCompleted);
      forgetCheckout();
      navigate('/success', { state: SETUP_COMPLETED });
    } catch (error) {
      toast(TOASTS.setupFailed);
      setErrors(serverFieldErrors(error));
      setProblem(error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className={styles.formCard}>
      <h1 className={styles.heading}>Complete Your Setup</h1>
      <p className={styles.lead}>Thank you for choosing {planName}. Tell us who we will be calling.</p>
      <SignupProblem error={problem} asker={{ name: values.customerName, email: values.customerEmail, phone: values.recipientPhone }} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Your Information</legend>
          <YourDetailsFields name={bind('customerName')} email={bind('customerEmail')} />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Recipient Information</legend>
          <RadioGroupField
            label="This service is for"
            name="serviceFor"
            value={values.serviceFor}
            onValueChange={(v) => set('serviceFor', v as (typeof SERVICE_FOR)[number])}
            options={SERVICE_FOR.map((s) => ({ value: s, label: SERVICE_FOR_LABELS[s] }))}
          />
          <RecipientFields name={bind('recipientName')} phone={bind('recipientPhone')} />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Preferences</legend>
          <RadioGroupField
            label="Companion Voice"
            name="voiceGender"
            value={values.voiceGender}
            onValueChange={(v) => set('voiceGender', v as 'female' | 'male')}
            options={(['female', 'male'] as const).map((v) => ({ value: v, label: VOICE_LABELS[v] }))}
          />
          <ChoiceList
            legend="What would you like them to talk about?"
            name="topics"
            options={ONBOARDING_TOPICS.map((t) => ({ value: t, label: ONBOARDING_TOPIC_LABELS[t] }))}
            selected={values.topics}
            onChange={(t) => set('topics', t)}
            error={errors.topics}
          />
          <CallTimesFields
            label="Best Time to Call"
            windowChoice={values.windowChoice}
            onWindowChoice={(c) => set('windowChoice', c)}
            days={values.callDays}
            onDays={(d) => set('callDays', d)}
            errors={{ window: errors.windowChoice, days: errors.callDays }}
          />
          <TimeZoneField value={values.timeZone} onChange={(z) => set('timeZone', z)} error={errors.timeZone} />
          <ConsentField checked={values.recipientConsent} onChange={(c) => set('recipientConsent', c)} recipientName={values.recipientName} error={errors.recipientConsent} />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={submitting} loadingText="Setting up...">
            Complete Setup
          </Button>
        </div>
      </form>
      <p className={styles.muted}>
        Already have an account? <Link to="/sign-in">Sign in</Link> first, then open this page again to add the plan to it.
      </p>
    </div>
  );
}
