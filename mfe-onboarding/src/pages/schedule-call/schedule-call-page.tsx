import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, LoadingArea, prerendering, RadioGroupField, SelectField, TextAreaField, TextField, toast, usePageTitle, useResource, fieldErrors, serverFieldErrors, serverMessage, statusOf, RouterButton } from '@fondly/design-system';
import {
  FIELD_LABELS,
  anotherPersonNote,
  choiceOfWindow,
  firstNameOf,
  defaultDaysFor,
  guessTimeZone,
  newRecipientSchema,
  NO_WINDOW_CHOSEN,
  NUMBER_TAKEN,
  SCHEDULE_CADENCES,
  SCHEDULE_RELATIONSHIP_LABELS,
  SCHEDULE_RELATIONSHIPS,
  windowOfChoice,
  SIGNUP_MESSAGES,
  TOPICS,
  VOICE_LABELS,
  cadenceLabel,
  findPlan,
  windowLabel,
  type Cadence,
  type Account,
  type WindowChoice,
  type Recipient,
  type Topic,
} from '@fondly/contract';
import { SignupProblem } from '../../features/signup/signup-problem';
import { ChoiceList } from '../../components/choice-list';
import { CallTimesFields, ScheduleWarning } from '../../components/call-times-fields';
import { ConsentField } from '../../components/consent-field';
import { PageShell } from '../../components/page-shell';
import { PAGE_TEXT } from '../page-meta';
import { TimeZoneField } from '../../components/time-zone-field';
import styles from '../../components/forms.module.css';
import page from './schedule-call.module.css';
import { formatCallTime, formatDate } from '../../lib/format';
import { currentSettings, describeChanges, valuesOf } from '../../features/schedule/schedule-changes';
import { schedulingFailed, TOASTS } from '../../lib/messages';
import { getAccount } from '../../api/account';
import { listRecipients, scheduleRecipient } from '../../api/recipients';
import { PHONE_INPUT_PROPS } from '../../components/phone-input';

type Relationship = (typeof SCHEDULE_RELATIONSHIPS)[number];

/** The chooser's value for a person not called yet. */
const SOMEONE_NEW = 'new';

/**
 * /schedule-call: "Tell us about your loved one". It never changes someone's calls unless
 * the family means to: a family who already has people called chooses "Someone new" (the
 * default) or one of them, whose current settings are shown with what would change
 * (?recipient=<id> preselects her). No consent box starts ticked.
 */
export default function ScheduleCallPage() {
  const [params] = useSearchParams();
  const state = useResource(async () => {
    const account = await getAccount();
    return { account, recipients: account ? await listRecipients() : [] };
  }, []);
  // The prerender shows what a visitor who is not signed in sees (the API serves it only then).
  const loading = state.loading && !prerendering;
  if (loading || !state.data?.account) {
    return (
      <PageShell page="schedule-call" ready={!loading}>
        <ScheduleTitle editing={null} />
        {loading ? <LoadingArea label="Loading…" minHeight="20rem" /> : <NeedsAccount />}
      </PageShell>
    );
  }
  return (
    <PageShell page="schedule-call">
      <ScheduleChooser account={state.data.account} recipients={state.data.recipients} preselected={params.get('recipient')} />
    </PageShell>
  );
}

function ScheduleTitle({ editing }: { editing: Recipient | null }) {
  const title = editing ? `Change ${editing.name}'s Calls` : PAGE_TEXT.scheduleCall.title;
  usePageTitle(title);
  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.lead}>
        {editing ? `${firstNameOf(editing.name)}'s current settings are filled in. Nothing changes until you save.` : 'Tell us about your loved one so we can provide the best experience'}
      </p>
    </>
  );
}

function ScheduleChooser({ account, recipients, preselected }: { account: Account; recipients: Recipient[]; preselected: string | null }) {
  const [who, setWho] = useState(recipients.some((r) => r.id === preselected) ? preselected! : SOMEONE_NEW);
  const editing = recipients.find((r) => r.id === who) ?? null;
  return (
    <>
      <ScheduleTitle editing={editing} />
      {recipients.length > 0 && (
        <Card title="Who are these calls for?" headingLevel={2} className={page.chooser}>
          <RadioGroupField
            label="Choose someone already called to change their calls, or add someone new"
            name="who"
            value={who}
            onValueChange={setWho}
            options={[
              ...recipients.map((r) => ({ value: r.id, label: r.name, hint: summaryOf(r, planOf(account)) })),
              { value: SOMEONE_NEW, label: 'Someone new', hint: 'Add another person for Fondly to call.' },
            ]}
          />
          {!editing && (
            <p className={page.note} role="note" data-testid="another-person-note">
              {anotherPersonNote(account.subscription?.plan.name ?? 'Free', account.subscription?.plan.allowanceText ?? '1 call / month', recipients.map((r) => firstNameOf(r.name)))}
            </p>
          )}
        </Card>
      )}
      {/* A new key starts the form afresh: nothing typed for one person carries over to another. */}
      <ScheduleForm key={who} existing={editing} account={account} />
    </>
  );
}

function nextCallOf(r: Recipient): string {
  if (r.schedule?.paused) return 'Calls paused';
  const next = r.upcomingCalls[0];
  return next && r.schedule ? formatCallTime(next.dueAt, r.schedule.timeZone) : 'None planned yet';
}

/** The family's plan (Free without a subscription), to say what "as the plan allows" means (decision 173). */
const planOf = (account: Account) => account.subscription?.plan ?? findPlan('free') ?? null;

/** "Daily, Afternoon (12-5 PM), next call Tuesday, March 3 at 2:15 PM ET". */
function summaryOf(r: Recipient, plan: ReturnType<typeof planOf>): string {
  if (!r.schedule) return 'No calls planned yet.';
  const when = `${cadenceLabel(r.schedule.cadence, plan)}, ${windowLabel(r.schedule)}`;
  if (r.schedule.paused) return `${when}, calls paused.`;
  const next = r.upcomingCalls[0];
  return next ? `${when}, next call ${formatCallTime(next.dueAt, r.schedule.timeZone)}.` : `${when}.`;
}

function NeedsAccount() {
  return (
    <Card title="Create your free account first" headingLevel={2}>
      <p>Calls are arranged from a Fondly account, so we know who to tell after each call. It takes a minute, and the first call is free.</p>
      <div className={styles.actions}>
        <RouterButton to="/sign-in" variant="secondary" size="lg">
          Sign In
        </RouterButton>
        <RouterButton to="/simple-onboarding?plan=starter" size="lg">
          Start Free 7-Day Trial
        </RouterButton>
      </div>
    </Card>
  );
}

function relationshipOf(r: Recipient | null): Relationship | '' {
  return r && (SCHEDULE_RELATIONSHIPS as readonly string[]).includes(r.relationship) ? (r.relationship as Relationship) : '';
}

function ScheduleForm({ existing, account }: { existing: Recipient | null; account: Account }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => ({
    ...(existing
      ? { ...valuesOf(existing), relationship: relationshipOf(existing) }
      : {
          recipientName: '',
          recipientPhone: '',
          relationship: '' as Relationship | '',
          voiceGender: 'female' as 'female' | 'male',
          callSchedule: 'weekly' as Cadence,
          windowChoice: '' as WindowChoice | '',
          callDays: defaultDaysFor(''),
          topics: [] as string[],
          specialInstructions: '',
          timeZone: guessTimeZone(),
        }),
    // Never ticked for anyone: the family says so themselves (spec/decisions.md, Consent).
    recipientConsent: false,
  }));
  const [consentName, setConsentName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  // A number another family holds (decision 126): its message, and a way to ask for access.
  const [numberTaken, setNumberTaken] = useState<unknown>(null);
  // Her window never meets the law's hours where her number is: said here, not left to a silent first call.
  const [warning, setWarning] = useState<string | null>(existing?.schedule?.warning ?? null);
  // Someone already called agreed before; her agreement is kept, not asked again.
  const agreedAt = existing?.consentAt ?? null;
  const plan = planOf(account);
  const diff = existing ? describeChanges(existing, values, plan) : null;
  // A cadence she has that the page does not offer stays on the list, so it is never changed silently.
  const cadences: Cadence[] = existing?.schedule && !(SCHEDULE_CADENCES as readonly string[]).includes(existing.schedule.cadence) ? [...SCHEDULE_CADENCES, existing.schedule.cadence] : [...SCHEDULE_CADENCES];

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => {
      const next = { ...v, [key]: value };
      // The agreement was for the person named when it was ticked.
      if (key === 'recipientName' && v.recipientConsent && String(value).trim() !== consentName) next.recipientConsent = false;
      return next;
    });
    if (key === 'recipientConsent' && value === true) setConsentName(values.recipientName.trim());
    if (key === 'recipientPhone') setNumberTaken(null);
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { windowChoice, ...rest } = values;
    // The spec's preferredTime names the window; windowChoice keeps its exact hours (decision 129).
    // Her own window left as it was is named as it is, so the server keeps its hours.
    const input = {
      ...rest,
      preferredTime: windowChoice ? windowOfChoice(windowChoice).window : (existing?.schedule?.window ?? ('' as const)),
      ...(windowChoice ? { windowChoice } : {}),
      recipientConsent: agreedAt ? true : values.recipientConsent,
      ...(existing ? { recipientId: existing.id } : {}),
    };
    const parsed = newRecipientSchema.safeParse(input);
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
      const saved = await scheduleRecipient({ ...input, relationship: values.relationship as Relationship, topics: values.topics as Topic[], recipientConsent: true });
      const warned = (await listRecipients()).find((r) => r.id === saved.recipientId)?.schedule?.warning ?? null;
      setWarning(warned);
      if (warned) {
        toast({ title: 'Saved, but no planned call can ring', description: warned, variant: 'destructive' });
        return;
      }
      if (existing && diff) {
        toast({
          title: 'Changes saved',
          description: diff.movesCalls ? `${values.recipientName.trim()}'s next calls follow the new times.` : `${values.recipientName.trim()}'s planned calls stay as they were.`,
          variant: 'success',
        });
      } else toast(TOASTS.scheduled);
      navigate('/dashboard');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setNumberTaken(statusOf(error) === 409 && serverMessage(error) === NUMBER_TAKEN ? error : null);
      toast(schedulingFailed(serverMessage(error) ?? (error instanceof Error ? error.message : 'Please try again.')));
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={page.form}>
      {existing && (
        <section className={page.current} aria-labelledby="current-settings">
          <h2 id="current-settings">{existing.name}'s calls now</h2>
          <dl>
            {currentSettings(existing, plan).map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
            <div>
              <dt>Next call</dt>
              <dd>{nextCallOf(existing)}</dd>
            </div>
          </dl>
        </section>
      )}
      <Card title="Who Will Receive the Calls?" headingLevel={2}>
        <TextField label={FIELD_LABELS.recipientName} name="recipientName" required value={values.recipientName} onChange={(e) => set('recipientName', e.target.value)} error={errors.recipientName} />
        <TextField
          label={FIELD_LABELS.recipientPhone}
          name="recipientPhone"
          required
          {...PHONE_INPUT_PROPS}
          value={values.recipientPhone}
          onChange={(e) => set('recipientPhone', e.target.value)}
          error={errors.recipientPhone}
        />
        {numberTaken !== null && <SignupProblem error={numberTaken} asker={{ name: account.name, email: account.email, phone: values.recipientPhone }} />}
        <SelectField
          label={FIELD_LABELS.relationship}
          name="relationship"
          required
          placeholder="Choose one"
          value={values.relationship}
          onChange={(e) => set('relationship', e.target.value as Relationship | '')}
          options={SCHEDULE_RELATIONSHIPS.map((r) => ({ value: r, label: SCHEDULE_RELATIONSHIP_LABELS[r] }))}
          error={errors.relationship}
        />
        <RadioGroupField
          label={FIELD_LABELS.voice}
          name="voiceGender"
          value={values.voiceGender}
          onValueChange={(v) => set('voiceGender', v as 'female' | 'male')}
          options={(['female', 'male'] as const).map((v) => ({ value: v, label: VOICE_LABELS[v] }))}
        />
      </Card>

      <Card title="When Should We Call?" headingLevel={2}>
        <RadioGroupField
          label={FIELD_LABELS.cadence}
          name="callSchedule"
          value={values.callSchedule}
          onValueChange={(v) => set('callSchedule', v as Cadence)}
          options={cadences.map((c) => ({ value: c, label: cadenceLabel(c, plan) }))}
          hint="Your plan sets how many calls a month we place."
        />
        <CallTimesFields
          names={{ window: 'preferredTime', days: 'callDays' }}
          // Her own hours no page offers (an older row) are shown as they are and kept until another
          // time is chosen, as on the dashboard (decision 178); only a new person's time may be left to the morning.
          unchosen={existing?.schedule && !choiceOfWindow(existing.schedule) ? { label: windowLabel(existing.schedule) } : NO_WINDOW_CHOSEN}
          windowChoice={values.windowChoice}
          onWindowChoice={(c) => set('windowChoice', c)}
          days={values.callDays}
          onDays={(d) => set('callDays', d)}
          daysFollowTime={!existing}
          errors={{ days: errors.callDays }}
        />
        <ScheduleWarning text={warning} />
        <TimeZoneField value={values.timeZone} onChange={(z) => set('timeZone', z)} error={errors.timeZone} phone={values.recipientPhone} recipientName={values.recipientName} />
      </Card>

      <Card title="What Should We Talk About?" headingLevel={2}>
        <ChoiceList
          legend={FIELD_LABELS.topics}
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
          label={FIELD_LABELS.specialInstructions}
          name="specialInstructions"
          hint="For example: hard of hearing, loves gardening, lost her husband last year."
          value={values.specialInstructions}
          onChange={(e) => set('specialInstructions', e.target.value)}
          error={errors.specialInstructions}
          maxLength={1000}
        />
        {agreedAt ? (
          <p className={page.agreed}>
            {existing!.name}'s agreement to these calls was recorded on {formatDate(agreedAt)}.
          </p>
        ) : (
          <ConsentField checked={values.recipientConsent} onChange={(c) => set('recipientConsent', c)} recipientName={values.recipientName} error={errors.recipientConsent} />
        )}
      </Card>

      {diff && (
        <section className={page.changes} aria-labelledby="what-changes" aria-live="polite">
          <h2 id="what-changes">What will change</h2>
          {diff.changes.length === 0 ? (
            <p>Nothing yet. Change any setting above, then save.</p>
          ) : (
            <>
              <ul>
                {diff.changes.map((c) => (
                  <li key={c.label}>
                    <strong>{c.label}:</strong> {c.from} → {c.to}
                  </li>
                ))}
              </ul>
              <p>{diff.movesCalls ? `${existing!.name}'s planned calls will move to the new times.` : `${existing!.name}'s planned calls stay as they are.`}</p>
            </>
          )}
        </section>
      )}

      {!existing && (
      <aside className={styles.note} aria-labelledby="what-next">
        <h2 id="what-next">What Happens Next?</h2>
        <ul>
          <li>Your loved one receives their first call within 24 hours.</li>
          <li>Calls last 10-15 minutes and feel like chatting with a caring friend.</li>
          <li>A PDF summary arrives by email after each call.</li>
          <li>You can adjust the schedule anytime from your dashboard.</li>
        </ul>
      </aside>
      )}

      <div className={styles.actions}>
        <RouterButton to="/dashboard" variant="secondary" size="lg">
          Back to Dashboard
        </RouterButton>
        {existing ? (
          <Button type="submit" size="lg" loading={pending} loadingText="Saving..." disabled={diff?.changes.length === 0}>
            Save Changes
          </Button>
        ) : (
          <Button type="submit" size="lg" loading={pending} loadingText="Scheduling...">
            Schedule First Call
          </Button>
        )}
      </div>
    </form>
  );
}
