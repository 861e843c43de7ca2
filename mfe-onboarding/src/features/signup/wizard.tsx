import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, RadioGroupField, toast, checkForm, serverFieldErrors, usePlans, useFormFields } from '@fondly/design-system';
import {
  AGENT_TYPE_LABELS,
  defaultDaysFor,
  guessTimeZone,
  resolvePlanId,
  wizardStep1Schema,
  wizardStep2Schema,
  type AgentType,
  type WindowChoice,
  type SignupResult,
  type WizardFrequency,
} from '@fondly/contract';
import { ConsentField } from '../../components/consent-field';
import { StepProgress } from '../../components/step-progress';
import { TimeZoneField } from '../../components/time-zone-field';
import { CallTimesFields } from '../../components/call-times-fields';
import styles from '../../components/forms.module.css';
import { TOASTS } from '../../lib/messages';
import { signUpSimple } from '../../api/signup';
import { goToPayment, monthlyCost, priceText } from './plan-text';
import { formatPhone } from '../../lib/format';
import { SignupProblem } from './signup-problem';
import { RecipientFields, YourDetailsFields } from '../../components/signup-fields';

/** What Free is, said where it is chosen: it has no trial and never asks for a card. */
const FREE_FOR_GOOD = ', free for good: no card, no trial';

const STEP_TITLES = ["Let's Get Started", 'Choose Your AI Companion', 'Complete Your Setup'] as const;

const AGENT_HINTS: Record<AgentType, string> = {
  loneliness: 'Daily check-ins, emotional support and caring conversations.',
  stories: 'Family history, memory collection and legacy preservation.',
};

/**
 * Reading A's choices: the pricing section's plans in its order, then Free, each named and priced
 * from the one price list exactly as every other page shows it (decision 165).
 */
const FREQUENCIES: ReadonlyArray<{ value: WizardFrequency; plan: string }> = [
  { value: 'weekly', plan: resolvePlanId('weekly') },
  { value: 'daily', plan: resolvePlanId('daily') },
  { value: 'legacy', plan: 'legacy' },
  { value: 'free', plan: 'free' },
];

/** ?plan= from the landing page picks the plan; anything else keeps the default (Starter, the trial's plan). */
function frequencyFromPlan(plan: string | null): WizardFrequency {
  if (!plan) return 'weekly';
  const id = resolvePlanId(plan);
  return FREQUENCIES.find((f) => f.plan === id)?.value ?? 'weekly';
}

/**
 * Reading A: the 3-step wizard. Step 2 creates the account (the browser is signed in from
 * then on); step 3 is the summary and the way into the dashboard.
 */
export function SignupWizard({ initialEmail, initialPlan }: { initialEmail: string; initialPlan: string | null }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const { values, errors, setErrors, set, bind } = useFormFields({
    subscriberName: '',
    subscriberEmail: initialEmail,
    recipientName: '',
    recipientPhone: '',
    agentType: 'loneliness' as AgentType,
    frequency: frequencyFromPlan(initialPlan),
    timeZone: guessTimeZone(),
    // When to call, asked as on every page (decision 129).
    windowChoice: '9-12' as WindowChoice,
    callDays: defaultDaysFor('9-12'),
    recipientConsent: false,
  });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [result, setResult] = useState<SignupResult | null>(null);
  const plans = usePlans();

  // Each step starts with its heading, so screen readers hear where they are.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const planOf = (frequency: WizardFrequency) => plans.find((p) => p.id === FREQUENCIES.find((f) => f.value === frequency)!.plan);

  function nextFromStep1(event: FormEvent) {
    event.preventDefault();
    const check = checkForm(wizardStep1Schema, values, formRef.current);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    setStep(2);
  }

  async function submitStep2(event: FormEvent) {
    event.preventDefault();
    const check = checkForm(wizardStep2Schema, values, formRef.current);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    setProblem(null);
    setSubmitting(true);
    try {
      const created = await signUpSimple({ form: 'wizard', ...values, recipientConsent: true });
      if (created.checkoutUrl) {
        // A paid plan's 7-day trial starts with a card: straight on to the payment page.
        toast(TOASTS.accountCreated);
        goToPayment(created.checkoutUrl, navigate);
        return;
      }
      setResult(created);
      toast(TOASTS.freeAccountCreated);
      setStep(3);
    } catch (error) {
      toast(TOASTS.signupFailed);
      const fromServer = serverFieldErrors(error);
      setErrors(fromServer);
      setProblem(error);
      // The email lives on step 1: show it there when it is the problem.
      if (fromServer.subscriberEmail || fromServer.subscriberName) setStep(1);
    } finally {
      setSubmitting(false);
    }
  }

  function complete() {
    toast(TOASTS.welcome);
    navigate('/dashboard');
  }

  const plan = planOf(values.frequency);
  const resultPlan = result ? plans.find((p) => p.id === result.plan.id) : undefined;
  return (
    <div data-reading="wizard">
      <StepProgress step={step} of={3} text={`Step ${step} of 3 - Takes just 60 seconds`} />
      <div className={styles.formCard}>
        <h1 className={styles.heading} tabIndex={-1} ref={headingRef}>
          {STEP_TITLES[step - 1]}
        </h1>
        <SignupProblem error={problem} asker={{ name: values.subscriberName, email: values.subscriberEmail, phone: values.recipientPhone }} />

        {step === 1 && (
          <form ref={formRef} onSubmit={nextFromStep1} noValidate>
            <p className={styles.lead}>Tell us a little about you. We will send updates to this email.</p>
            <YourDetailsFields name={bind('subscriberName')} email={bind('subscriberEmail')} />
            <div className={styles.actions}>
              <Button type="submit" size="lg">
                Continue
              </Button>
            </div>
          </form>
        )}

        {step === 2 && (
          <form ref={formRef} onSubmit={submitStep2} noValidate>
            <p className={styles.lead}>Who should we call, and how often?</p>
            <RecipientFields name={bind('recipientName')} phone={bind('recipientPhone')} phoneAutoComplete="off" />
            <RadioGroupField
              label="Companion Type"
              name="agentType"
              value={values.agentType}
              onValueChange={(v) => set('agentType', v as AgentType)}
              options={(['loneliness', 'stories'] as const).map((t) => ({ value: t, label: AGENT_TYPE_LABELS[t], hint: AGENT_HINTS[t] }))}
              error={errors.agentType}
            />
            <RadioGroupField
              label="Your Plan"
              name="frequency"
              value={values.frequency}
              onValueChange={(v) => set('frequency', v as WizardFrequency)}
              options={FREQUENCIES.flatMap((f) => {
                const p = planOf(f.value);
                return p ? [{ value: f.value, label: `${p.name} - ${priceText(p)}`, hint: `${p.allowanceText}${p.trialDays ? `, ${p.trialDays}-day free trial` : FREE_FOR_GOOD}` }] : [];
              })}
              error={errors.frequency}
            />
            <CallTimesFields
              windowChoice={values.windowChoice}
              onWindowChoice={(c) => set('windowChoice', c || '9-12')}
              days={values.callDays}
              onDays={(d) => set('callDays', d)}
              daysFollowTime
              errors={{ window: errors.windowChoice, days: errors.callDays }}
            />
            <TimeZoneField value={values.timeZone} onChange={(z) => set('timeZone', z)} error={errors.timeZone} phone={values.recipientPhone} recipientName={values.recipientName} />
            <ConsentField
              checked={values.recipientConsent}
              onChange={(c) => set('recipientConsent', c)}
              recipientName={values.recipientName}
              error={errors.recipientConsent}
            />
            <div className={styles.actions}>
              <Button variant="secondary" size="lg" onClick={() => setStep(1)} disabled={submitting}>
                Back
              </Button>
              <Button type="submit" size="lg" loading={submitting} loadingText="Setting up...">
                Continue
              </Button>
            </div>
          </form>
        )}

        {step === 3 && result && (
          <div>
            {/* The account was made at step 2: said here, with what is left (walk finding 3). */}
            <p className={styles.lead} role="status">
              Your account is created and you are signed in. One thing is left: open the link in the welcome email we just sent to{' '}
              {values.subscriberEmail.trim().toLowerCase()} to confirm it. We place no call until you do.
            </p>
            <p className={styles.lead}>Here is what we set up. You can change anything later from your dashboard.</p>
            <dl className={styles.summary}>
              <div>
                <dt>Subscriber</dt>
                <dd>
                  {values.subscriberName.trim()} ({values.subscriberEmail.trim().toLowerCase()})
                </dd>
              </div>
              <div>
                <dt>Recipient</dt>
                <dd>
                  {values.recipientName.trim()}, {formatPhone(values.recipientPhone)}
                </dd>
              </div>
              <div>
                <dt>Service</dt>
                <dd>{AGENT_TYPE_LABELS[values.agentType]}</dd>
              </div>
              <div>
                <dt>Plan</dt>
                <dd>
                  {result.plan.name}
                  {resultPlan ? ` - ${resultPlan.allowanceText}` : ''}
                </dd>
              </div>
              <div>
                <dt>Monthly cost</dt>
                <dd>{resultPlan ? `${monthlyCost(resultPlan)}${resultPlan.priceCents === 0 ? FREE_FOR_GOOD : ''}` : ''}</dd>
              </div>
            </dl>
            {plan && plan.priceCents > 0 && (
              <p className={styles.lead}>
                We could not open the payment page just now. Your account is on Free until then: start the {plan.name} trial from your dashboard.
              </p>
            )}
            <div className={styles.actions}>
              <Button size="lg" onClick={complete}>
                Complete Setup
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
