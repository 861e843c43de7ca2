import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, LoadingArea, RadioGroupField, SelectField, TextAreaField, TextField, toast } from '@fondly/design-system';
import {
  CALL_WINDOWS,
  guessTimeZone,
  newRecipientSchema,
  SCHEDULE_CADENCES,
  SCHEDULE_RELATIONSHIP_LABELS,
  SCHEDULE_RELATIONSHIPS,
  SCHEDULE_WINDOW_LABELS,
  SIGNUP_MESSAGES,
  TOPICS,
  VOICE_LABELS,
  CADENCE_LABELS,
  type CallWindow,
  type Recipient,
  type Topic,
} from '@fondly/api/contract';
import { ChoiceList } from '../../components/choice-list';
import { ConsentField } from '../../components/consent-field';
import { PageShell } from '../../components/page-shell';
import { RouterButton } from '../../components/router-button';
import { TimeZoneField } from '../../components/time-zone-field';
import styles from '../../components/forms.module.css';
import page from './schedule-call.module.css';
import { fieldErrors, serverMessage } from '../../lib/form-errors';
import { formatPhone } from '../../lib/format';
import { schedulingFailed, TOASTS } from '../../lib/messages';
import { useApi } from '../../lib/use-api';
import { usePageTitle } from '../../lib/use-page-title';
import { getAccount } from '../../api/account';
import { listRecipients, scheduleRecipient } from '../../api/recipients';
import { PHONE_INPUT_PROPS } from '../../components/phone-input';

type Relationship = (typeof SCHEDULE_RELATIONSHIPS)[number];
type Cadence = (typeof SCHEDULE_CADENCES)[number];

/**
 * /schedule-call: "Tell us about your loved one". A signed-in family (every signup signs
 * in) sees the person they signed up with already filled in; sending the same number
 * updates that person, another number adds one.
 */
export default function ScheduleCallPage() {
  usePageTitle('Schedule Your First Call');
  const state = useApi(async () => {
    const account = await getAccount();
    return { account, recipients: account ? await listRecipients() : [] };
  }, []);
  return (
    <PageShell page="schedule-call">
      <h1 className={styles.heading}>Schedule Your First Call</h1>
      <p className={styles.lead}>Tell us about your loved one so we can provide the best experience</p>
      {state.loading && <LoadingArea label="Loading…" minHeight="20rem" />}
      {!state.loading && !state.data?.account && <NeedsAccount />}
      {!state.loading && state.data?.account && <ScheduleForm existing={state.data.recipients[0] ?? null} />}
    </PageShell>
  );
}

function NeedsAccount() {
  return (
    <Card title="Create your free account first" headingLevel={2}>
      <p>Calls are arranged from a Fondly account, so we know who to tell after each call. It takes a minute, and the first call is free.</p>
      <div className={styles.actions}>
        <RouterButton to="/sign-in" variant="secondary" size="lg">
          Sign In
        </RouterButton>
        <RouterButton to="/simple-onboarding?plan=free" size="lg">
          Start Free 7-Day Trial
        </RouterButton>
      </div>
    </Card>
  );
}

function relationshipOf(r: Recipient | null): Relationship | '' {
  return r && (SCHEDULE_RELATIONSHIPS as readonly string[]).includes(r.relationship) ? (r.relationship as Relationship) : '';
}

function ScheduleForm({ existing }: { existing: Recipient | null }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    recipientName: existing?.name ?? '',
    recipientPhone: existing ? formatPhone(existing.phone) : '',
    relationship: relationshipOf(existing),
    voiceGender: (existing?.voice ?? 'female') as 'female' | 'male',
    callSchedule: (existing?.schedule && existing.schedule.cadence !== 'plan' ? existing.schedule.cadence : 'weekly') as Cadence,
    preferredTime: '' as CallWindow | '',
    topics: (existing?.topics.filter((t): t is Topic => (TOPICS as readonly string[]).includes(t)) ?? []) as Topic[],
    specialInstructions: existing?.specialInstructions ?? '',
    timeZone: existing?.schedule?.timeZone ?? guessTimeZone(),
    recipientConsent: Boolean(existing?.consentAt),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newRecipientSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      // The spec's toasts: missing fields first, then topics.
      if (found.recipientName || found.recipientPhone || found.relationship) toast(TOASTS.scheduleMissing);
      else if (found.topics) toast(TOASTS.scheduleTopics);
      else if (found.recipientConsent) toast({ ...TOASTS.scheduleMissing, description: SIGNUP_MESSAGES.consentRequired });
      formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await scheduleRecipient({ ...values, relationship: values.relationship as Relationship, recipientConsent: true });
      toast(TOASTS.scheduled);
      navigate('/dashboard');
    } catch (error) {
      toast(schedulingFailed(serverMessage(error) ?? (error instanceof Error ? error.message : 'Please try again.')));
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={page.form}>
      <Card title="Who Will Receive the Calls?" headingLevel={2}>
        <TextField label="Their Name" name="recipientName" required value={values.recipientName} onChange={(e) => set('recipientName', e.target.value)} error={errors.recipientName} />
        <TextField
          label="Their Phone Number"
          name="recipientPhone"
          required
          {...PHONE_INPUT_PROPS}
          value={values.recipientPhone}
          onChange={(e) => set('recipientPhone', e.target.value)}
          error={errors.recipientPhone}
        />
        <SelectField
          label="Your Relationship"
          name="relationship"
          required
          placeholder="Choose one"
          value={values.relationship}
          onChange={(e) => set('relationship', e.target.value as Relationship | '')}
          options={SCHEDULE_RELATIONSHIPS.map((r) => ({ value: r, label: SCHEDULE_RELATIONSHIP_LABELS[r] }))}
          error={errors.relationship}
        />
        <RadioGroupField
          label="Companion Voice"
          name="voiceGender"
          value={values.voiceGender}
          onValueChange={(v) => set('voiceGender', v as 'female' | 'male')}
          options={(['female', 'male'] as const).map((v) => ({ value: v, label: VOICE_LABELS[v] }))}
        />
      </Card>

      <Card title="When Should We Call?" headingLevel={2}>
        <RadioGroupField
          label="Call Schedule"
          name="callSchedule"
          value={values.callSchedule}
          onValueChange={(v) => set('callSchedule', v as Cadence)}
          options={SCHEDULE_CADENCES.map((c) => ({ value: c, label: CADENCE_LABELS[c] }))}
          hint="Your plan sets how many calls a month we place."
        />
        <SelectField
          label="Preferred Time"
          name="preferredTime"
          placeholder="Any time of day"
          value={values.preferredTime}
          onChange={(e) => set('preferredTime', e.target.value as CallWindow | '')}
          options={CALL_WINDOWS.map((w) => ({ value: w, label: SCHEDULE_WINDOW_LABELS[w] }))}
        />
        <TimeZoneField value={values.timeZone} onChange={(z) => set('timeZone', z)} error={errors.timeZone} />
      </Card>

      <Card title="What Should We Talk About?" headingLevel={2}>
        <ChoiceList
          legend="Conversation topics"
          hint="Choose at least 3 topics your loved one enjoys."
          name="topics"
          options={TOPICS.map((t) => ({ value: t, label: t }))}
          selected={values.topics}
          onChange={(t) => set('topics', t)}
          error={errors.topics}
        />
      </Card>

      <Card title="Special Instructions (Optional)" headingLevel={2}>
        <TextAreaField
          label="Anything the companion should know"
          name="specialInstructions"
          hint="For example: hard of hearing, loves gardening, lost her husband last year."
          value={values.specialInstructions}
          onChange={(e) => set('specialInstructions', e.target.value)}
          error={errors.specialInstructions}
          maxLength={1000}
        />
        <ConsentField checked={values.recipientConsent} onChange={(c) => set('recipientConsent', c)} recipientName={values.recipientName} error={errors.recipientConsent} />
      </Card>

      <aside className={styles.note} aria-labelledby="what-next">
        <h2 id="what-next">What Happens Next?</h2>
        <ul>
          <li>Your loved one receives their first call within 24 hours.</li>
          <li>Calls last 10-15 minutes and feel like chatting with a caring friend.</li>
          <li>A PDF summary arrives by email after each call.</li>
          <li>You can adjust the schedule anytime from your dashboard.</li>
        </ul>
      </aside>

      <div className={styles.actions}>
        <RouterButton to="/dashboard" variant="secondary" size="lg">
          Back to Dashboard
        </RouterButton>
        <Button type="submit" size="lg" loading={pending} loadingText="Scheduling...">
          Schedule First Call
        </Button>
      </div>
    </form>
  );
}
