import { useRef, useState, type FormEvent } from 'react';
import { Button, RadioGroupField, SelectField, toast, checkForm, serverFieldErrors, usePlans, RouterButton, useFormFields } from '@fondly/design-system';
import {
  FIELD_LABELS,
  FUNNEL_PLANS,
  EMAIL_CONFIRMATION,
  guessTimeZone,
  resolvePlanId,
  SIMPLE_RELATIONSHIP_LABELS,
  SIMPLE_RELATIONSHIPS,
  singleSignupSchema,
  VOICE_LABELS,
  type FunnelPlan,
  type Plan,
  type SignupResult,
} from '@fondly/contract';
import { CheckIcon } from '../../components/check-icon';
import { ConsentField } from '../../components/consent-field';
import { TimeZoneField } from '../../components/time-zone-field';
import styles from '../../components/forms.module.css';
import { TOASTS } from '../../lib/messages';
import { signUpSimple } from '../../api/signup';
import { goToPayment, priceText } from './plan-text';
import { useNavigate } from 'react-router-dom';
import { SignupProblem } from './signup-problem';
import { RecipientFields, YourDetailsFields } from '../../components/signup-fields';

/** ?plan= (default free); an unknown value is read as free rather than refused. */
export function funnelPlanFrom(raw: string | null): FunnelPlan {
  return raw && (FUNNEL_PLANS as readonly string[]).includes(raw) ? (raw as FunnelPlan) : 'free';
}

/**
 * Reading B: one form (Account Holder, Call Recipient), then a confirmation that names
 * the plan. A failure keeps the form and everything typed in it.
 */
export function SingleSignupForm({ initialEmail, plan: planParam }: { initialEmail: string; plan: FunnelPlan }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const { values, errors, setErrors, set, bind } = useFormFields({
    subscriberName: '',
    subscriberEmail: initialEmail,
    recipientName: '',
    recipientPhone: '',
    relationship: 'parent' as (typeof SIMPLE_RELATIONSHIPS)[number],
    voicePreference: 'female' as 'female' | 'male',
    timeZone: guessTimeZone(),
    recipientConsent: false,
  });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [done, setDone] = useState<SignupResult | null>(null);
  const plans = usePlans();

  const planId = resolvePlanId(planParam);
  const plan = plans.find((p) => p.id === planId);
  const isFree = planId === 'free';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { form: 'single' as const, ...values, agentType: 'loneliness' as const, frequency: planParam };
    const check = checkForm(singleSignupSchema, input, formRef.current);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    setProblem(null);
    setSubmitting(true);
    try {
      const created = await signUpSimple({ ...input, recipientConsent: true });
      if (created.checkoutUrl) {
        // A paid plan's 7-day trial starts with a card: straight on to the payment page.
        toast(TOASTS.accountCreated);
        goToPayment(created.checkoutUrl, navigate);
        return;
      }
      setDone(created);
      window.scrollTo({ top: 0 });
    } catch (error) {
      toast(TOASTS.setupFailed);
      setErrors(serverFieldErrors(error));
      setProblem(error);
    } finally {
      setSubmitting(false);
    }
  }

  if (done) return <Confirmation result={done} plan={plan} recipientName={values.recipientName.trim()} />;

  return (
    <div data-reading="single" className={styles.formCard}>
      <h1 className={styles.heading}>{isFree ? 'Start Free' : `Set Up ${plan?.name ?? 'Your Plan'}`}</h1>
      <p className={styles.lead}>
                {plan && !isFree
          ? `${plan.name}: ${plan.allowanceText}, ${priceText(plan)} after a ${plan.trialDays}-day free trial. Your card starts the trial on the next page; nothing is charged today.`
          : 'Free: 1 call a month, free for good. No card, no trial. Your loved one gets their first call within 24 hours.'}
      </p>
      <SignupProblem error={problem} asker={{ name: values.subscriberName, email: values.subscriberEmail, phone: values.recipientPhone }} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Account Holder</legend>
          <YourDetailsFields name={bind('subscriberName')} email={bind('subscriberEmail')} />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Call Recipient</legend>
          <RecipientFields name={bind('recipientName')} phone={bind('recipientPhone')} />
          <SelectField
            label={FIELD_LABELS.relationship}
            name="relationship"
            value={values.relationship}
            onChange={(e) => set('relationship', e.target.value as (typeof SIMPLE_RELATIONSHIPS)[number])}
            options={SIMPLE_RELATIONSHIPS.map((r) => ({ value: r, label: SIMPLE_RELATIONSHIP_LABELS[r] }))}
            error={errors.relationship}
          />
          <RadioGroupField
            label={FIELD_LABELS.voice}
            name="voicePreference"
            value={values.voicePreference}
            onValueChange={(v) => set('voicePreference', v as 'female' | 'male')}
            options={(['female', 'male'] as const).map((v) => ({ value: v, label: VOICE_LABELS[v] }))}
          />
          <TimeZoneField value={values.timeZone} onChange={(z) => set('timeZone', z)} error={errors.timeZone} phone={values.recipientPhone} recipientName={values.recipientName} />
          <ConsentField checked={values.recipientConsent} onChange={(c) => set('recipientConsent', c)} recipientName={values.recipientName} error={errors.recipientConsent} />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={submitting} loadingText="Setting up...">
            {isFree ? 'Start Free' : 'Continue to Payment'}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Spec: free trial active / thanks, first call within 24 hours, the plan named; Return to Homepage. */
function Confirmation({ result, plan, recipientName }: { result: SignupResult; plan: Plan | undefined; recipientName: string }) {
  const isFree = result.plan.id === 'free';
  return (
    <div className={`${styles.formCard} ${styles.confirmation}`} data-reading="single" data-confirmation={result.plan.id}>
      <span className={styles.confirmationIcon}>
        <CheckIcon />
      </span>
      <h1 className={styles.heading}>{isFree ? 'Your Free Plan Is Active!' : 'Thank You!'}</h1>
      {isFree ? (
        <ul>
          <li>{EMAIL_CONFIRMATION.afterSignup}</li>
          <li>{recipientName} will receive their first call within 24 hours.</li>
          <li>A Moment is included after each call: a short highlight, by email and as a PDF keepsake.</li>
        </ul>
      ) : (
        <ul>
          <li>{EMAIL_CONFIRMATION.afterSignup}</li>
          <li>{recipientName} will receive their first call within 24 hours.</li>
          <li>
            Your plan: {result.plan.name}
            {plan ? `, ${plan.allowanceText}` : ''}.
          </li>
          {result.trialEndsAt && <li>Your free trial runs until {new Date(result.trialEndsAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric' })}.</li>}
        </ul>
      )}
      <div className={styles.centeredActions}>
        <RouterButton to="/" size="lg">
          Return to Homepage
        </RouterButton>
        <RouterButton to="/dashboard" size="lg" variant="secondary">
          Go to My Dashboard
        </RouterButton>
      </div>
    </div>
  );
}
