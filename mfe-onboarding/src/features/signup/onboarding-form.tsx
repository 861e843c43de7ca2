import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SETUP_COMPLETED } from '../../lib/navigation-state';
import { Button, RadioGroupField, toast, checkForm, serverFieldErrors, useFormFields, type FormSchema } from '@fondly/design-system';
import {
  FIELD_LABELS,
  defaultDaysFor,
  guessTimeZone,
  ONBOARDING_TOPIC_LABELS,
  ONBOARDING_TOPICS,
  windowOfChoice,
  SERVICE_FOR,
  SERVICE_FOR_LABELS,
  VOICE_LABELS,
  type WindowChoice,
} from '@fondly/contract';
import { ChoiceList } from '../../components/choice-list';
import { CallTimesFields } from '../../components/call-times-fields';
import { ConsentField } from '../../components/consent-field';
import { TimeZoneField } from '../../components/time-zone-field';
import styles from '../../components/forms.module.css';
import { TOASTS } from '../../lib/messages';
import { SignupProblem } from './signup-problem';
import { RecipientFields, YourDetailsFields } from '../../components/signup-fields';

/**
 * The /onboarding form (spec section 5): who pays, who is called, and how. Used after a paid
 * checkout and when a gift is redeemed (/redeem, decision 151); `extra` carries what links the
 * account to its payment (the transaction id, or nothing for a gift whose code is in the path).
 */
export function OnboardingForm({
  schema,
  extra,
  email,
  name,
  heading,
  lead,
  submit: send,
  footer,
}: {
  schema: FormSchema<unknown>;
  extra: Record<string, unknown>;
  email: string;
  name: string;
  heading: string;
  lead: ReactNode;
  submit: (input: Record<string, unknown>) => Promise<void>;
  footer?: ReactNode;
}) {
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
    callDays: defaultDaysFor('9-11'),
    timeZone: guessTimeZone(),
    recipientConsent: false,
  });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { windowChoice, ...rest } = values;
    // The spec's callSchedule names the window; windowChoice keeps its exact hours.
    const input = { ...extra, ...rest, ...(windowChoice ? { windowChoice, callSchedule: windowOfChoice(windowChoice).window } : {}) };
    const check = checkForm(schema, input, formRef.current);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    setProblem(null);
    setSubmitting(true);
    try {
      await send({ ...input, recipientConsent: true });
      toast(TOASTS.setupCompleted);
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
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      <SignupProblem error={problem} asker={{ name: values.customerName, email: values.customerEmail, phone: values.recipientPhone }} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Your Information</legend>
          <YourDetailsFields name={bind('customerName')} email={bind('customerEmail')} />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Recipient Information</legend>
          <RadioGroupField
            label={FIELD_LABELS.relationship}
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
            label={FIELD_LABELS.voice}
            name="voiceGender"
            value={values.voiceGender}
            onValueChange={(v) => set('voiceGender', v as 'female' | 'male')}
            options={(['female', 'male'] as const).map((v) => ({ value: v, label: VOICE_LABELS[v] }))}
          />
          <ChoiceList
            legend={FIELD_LABELS.topics}
            name="topics"
            options={ONBOARDING_TOPICS.map((t) => ({ value: t, label: ONBOARDING_TOPIC_LABELS[t] }))}
            selected={values.topics}
            onChange={(t) => set('topics', t)}
            error={errors.topics}
          />
          <CallTimesFields
            windowChoice={values.windowChoice}
            onWindowChoice={(c) => set('windowChoice', c)}
            days={values.callDays}
            onDays={(d) => set('callDays', d)}
            daysFollowTime
            errors={{ window: errors.windowChoice, days: errors.callDays }}
          />
          <TimeZoneField value={values.timeZone} onChange={(z) => set('timeZone', z)} error={errors.timeZone} phone={values.recipientPhone} recipientName={values.recipientName} />
          <ConsentField checked={values.recipientConsent} onChange={(c) => set('recipientConsent', c)} recipientName={values.recipientName} error={errors.recipientConsent} />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={submitting} loadingText="Setting up...">
            Complete Setup
          </Button>
        </div>
      </form>
      {footer && <p className={styles.muted}>{footer}</p>}
    </div>
  );
}
