import { useState, type FormEvent } from 'react';
import { Button, Card, CheckboxField, LoadingArea, RouterButton, TextField, toast, useResource, fieldErrors, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { awaitingConfirmationNote, familyMemberUpdateSchema, mobileCodeSchema, newFamilyMemberSchema, PREMIUM_ONLY, type FamilyMember } from '@fondly/contract';
import { formatPhone } from '../../lib/format';
import { addFamilyMember, confirmMobile, listFamilyMembers, removeFamilyMember, resendMobileCode, updateFamilyMember } from '../../api/family';
import { SubPage } from './sub-page';
import styles from './dashboard.module.css';

const LISTS = [
  { key: 'receivesMoments', label: 'Moments after each call' },
  { key: 'receivesStories', label: 'Stories' },
  { key: 'receivesAlerts', label: 'Alerts (a missed call, or a worry heard on a call)' },
] as const;

/**
 * How urgent alerts reach a member's mobile: shown once there is one. Said to whoever reads the
 * page: "me" on the account holder's own row, the member's name on anyone else's.
 */
const URGENT_CHANNELS = [
  { key: 'alertByText', label: (who: string) => `Text ${who} urgent alerts` },
  { key: 'alertByCall', label: (who: string) => `Call ${who} for urgent alerts (press 1 to join the call)` },
] as const;

/** Email Settings: who in the family gets Moments, stories and alerts. */
export function EmailSettings() {
  const state = useResource(listFamilyMembers, []);
  return (
    <SubPage title="Email Settings" intro="Share Moments, stories and alerts with the people who care. Each email also has a one-click unsubscribe link.">
      {state.loading && <LoadingArea />}
      {state.data && (
        <>
          <Card title="Who gets our emails" headingLevel={2}>
            {state.data.familyMembers.map((m) => (
              <Member key={m.id} member={m} onRemoved={state.reload} premium={state.data!.premiumFeatures} />
            ))}
          </Card>
          {/* More of the family is Premium's (decision 166): said where they would add someone, with the way to it. */}
          {!state.data.premiumFeatures ? (
            <UpgradeHint text={PREMIUM_ONLY.familyMembers} />
          ) : state.data.familyMembers.length < state.data.limit ? (
            <AddMember onAdded={state.reload} />
          ) : (
            <p className={styles.muted}>You can share updates with up to {state.data.limit} people.</p>
          )}
        </>
      )}
    </SubPage>
  );
}

function UpgradeHint({ text }: { text: string }) {
  return (
    <p className={styles.muted} data-testid="upgrade-hint">
      {text}{' '}
      <RouterButton to="/checkout/manage" variant="secondary">
        Upgrade to Premium
      </RouterButton>
    </p>
  );
}

function Member({ member: initial, onRemoved, premium }: { member: FamilyMember; onRemoved: () => void; premium: boolean }) {
  const [member, setMember] = useState(initial);
  const [removing, setRemoving] = useState(false);

  async function toggle(key: (typeof LISTS)[number]['key'] | (typeof URGENT_CHANNELS)[number]['key'], on: boolean) {
    const before = member;
    setMember({ ...member, [key]: on });
    try {
      setMember(await updateFamilyMember(member.id, { [key]: on }));
    } catch (error) {
      setMember(before);
      toast({ title: 'Could not save', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  async function remove() {
    setRemoving(true);
    try {
      await removeFamilyMember(member.id);
      toast({ title: `${member.name} will no longer get our emails`, variant: 'success' });
      onRemoved();
    } catch (error) {
      toast({ title: 'Could not remove', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      setRemoving(false);
    }
  }

  return (
    <div className={styles.member}>
      <h3>
        {member.name} {member.isOwner && <span className={styles.pill}>You</span>}
      </h3>
      <p className={styles.muted}>{member.email}</p>
      {member.awaitingConfirmation && (
        <p className={`${styles.pill} ${styles.pillBad}`} data-testid="awaiting-confirmation">
          {awaitingConfirmationNote(member.name, member.email)}
        </p>
      )}
      {LISTS.map((l) => (
        <CheckboxField key={l.key} name={`${l.key}-${member.id}`} label={l.label} checked={member[l.key]} onChange={(e) => toggle(l.key, e.target.checked)} />
      ))}
      {!premium && !member.isOwner ? (
        // Someone kept on the list from Premium gets nothing on this plan (decision 172): said once on their row, whatever is ticked.
        <>
          {member.mobile && <MobileForm member={member} onSaved={setMember} premium={premium} />}
          <UpgradeHint text={PREMIUM_ONLY.familyMemberKept} />
        </>
      ) : (
        <>
          {premium || member.mobile ? <MobileForm member={member} onSaved={setMember} premium={premium} /> : <UpgradeHint text={PREMIUM_ONLY.urgentAlerts} />}
          {/* A mobile kept from Premium after a move down gets no texts or calls (decision 177): said beside it. */}
          {!premium && member.mobile && <UpgradeHint text={PREMIUM_ONLY.urgentAlertsStopped} />}
        </>
      )}
      {member.mobile && member.receivesAlerts && (
        <fieldset className={styles.fieldset}>
          <legend>Urgent alerts on {formatPhone(member.mobile)}</legend>
          {URGENT_CHANNELS.map((l) => (
            <CheckboxField key={l.key} name={`${l.key}-${member.id}`} label={l.label(member.isOwner ? 'me' : member.name)} checked={member[l.key]} onChange={(e) => toggle(l.key, e.target.checked)} />
          ))}
        </fieldset>
      )}
      {!member.isOwner && (
        <Button variant="ghost" onClick={remove} loading={removing} loadingText="Removing...">
          Remove {member.name}
        </Button>
      )}
    </div>
  );
}

const MOBILE_HINT = 'Optional. Urgent alerts also come to this number by text and a phone call.';

/** A mobile number for alert texts (US or Canada); emptied and saved, it is removed. */
function MobileForm({ member, onSaved, premium }: { member: FamilyMember; onSaved: (m: FamilyMember) => void; premium: boolean }) {
  const [mobile, setMobile] = useState(member.mobile ? formatPhone(member.mobile) : '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = familyMemberUpdateSchema.safeParse({ mobile });
    if (!parsed.success) return setError(fieldErrors(parsed.error.issues).mobile);
    setError(undefined);
    setBusy(true);
    try {
      const saved = await updateFamilyMember(member.id, { mobile });
      onSaved(saved);
      setMobile(saved.mobile ? formatPhone(saved.mobile) : '');
      toast({ title: saved.mobile ? (saved.mobileConfirmed ? `Urgent alerts will also reach ${formatPhone(saved.mobile)}` : `We texted a code to ${formatPhone(saved.mobile)}`) : 'No urgent alerts by phone for this person', variant: 'success' });
    } catch (err) {
      setError(serverFieldErrors(err).mobile ?? serverMessage(err) ?? 'Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={save} noValidate className={styles.row}>
        <TextField label="Mobile for urgent alerts" name={`mobile-${member.id}`} type="tel" inputMode="tel" autoComplete="tel" hint={premium ? MOBILE_HINT : undefined} value={mobile} onChange={(e) => setMobile(e.target.value)} error={error} />
        <Button type="submit" variant="secondary" loading={busy} loadingText="Saving...">
          Save mobile
        </Button>
      </form>
      {member.mobile && member.mobileConfirmed && <p className={styles.muted}>{formatPhone(member.mobile)} is confirmed.</p>}
      {member.mobile && !member.mobileConfirmed && <ConfirmMobile member={member} onSaved={onSaved} />}
    </>
  );
}

/** The code we texted to the mobile: until it is entered, no alert goes to the number. */
function ConfirmMobile({ member, onSaved }: { member: FamilyMember; onSaved: (m: FamilyMember) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const parsed = mobileCodeSchema.safeParse({ code });
    if (!parsed.success) return setError(fieldErrors(parsed.error.issues).code);
    setError(undefined);
    setBusy(true);
    try {
      const saved = await confirmMobile(member.id, { code });
      onSaved(saved);
      toast({ title: `Urgent alerts will also reach ${formatPhone(saved.mobile ?? '')}`, variant: 'success' });
    } catch (err) {
      setError(serverFieldErrors(err).code ?? serverMessage(err) ?? 'Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      onSaved(await resendMobileCode(member.id));
      setError(undefined);
      toast({ title: `We texted a new code to ${formatPhone(member.mobile ?? '')}`, variant: 'success' });
    } catch (err) {
      toast({ title: 'Could not send a code', description: serverMessage(err) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={confirm} noValidate className={styles.row}>
      <TextField
        label="Code from the text"
        name={`code-${member.id}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={`We texted a 6-digit code to ${formatPhone(member.mobile ?? '')}. Urgent alerts go to this number once it is confirmed.`}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary" loading={busy} loadingText="Confirming...">
        Confirm number
      </Button>
      <Button type="button" variant="ghost" onClick={() => void resend()}>
        Send a new code
      </Button>
    </form>
  );
}

function AddMember({ onAdded }: { onAdded: () => void }) {
  const [values, setValues] = useState({ name: '', email: '', mobile: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newFamilyMemberSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      const added = await addFamilyMember(values);
      toast({ title: added.awaitingConfirmation ? `We emailed ${added.name} a link to confirm` : `${added.name} will now get our emails`, variant: 'success' });
      setValues({ name: '', email: '', mobile: '' });
      onAdded();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({ title: 'Could not add', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Add a family member" headingLevel={2}>
      <form onSubmit={submit} noValidate>
        <div className={styles.fields}>
          <TextField label="Name" name="name" value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} error={errors.name} />
          <TextField label="Email" name="email" type="email" inputMode="email" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} error={errors.email} />
          <TextField label="Mobile for urgent alerts" name="mobile" type="tel" inputMode="tel" autoComplete="tel" hint={MOBILE_HINT} value={values.mobile} onChange={(e) => setValues({ ...values, mobile: e.target.value })} error={errors.mobile} />
        </div>
        <Button type="submit" loading={busy} loadingText="Adding...">
          Add to Emails
        </Button>
      </form>
    </Card>
  );
}
