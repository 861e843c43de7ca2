import { SelectField } from '@fondly/design-system';
import { CALL_DAY_NAMES, CALL_DAYS, sundayNote, WINDOW_OPTIONS, type CallDay, type WindowChoice } from '@fondly/contract';
import { ChoiceList } from './choice-list';
import styles from './forms.module.css';

interface CallTimesFieldsProps {
  /** Which page asks: its label for the window ("Preferred Time", "Best Time to Call", "Time of day"). */
  label: string;
  /** Field names, unique on the page (the dashboard shows one per loved one). */
  names?: { window: string; days: string };
  windowChoice: WindowChoice | '';
  onWindowChoice: (choice: WindowChoice | '') => void;
  /**
   * The select's empty option, where leaving the time unchosen is allowed: its label, and what it
   * means said under the field while it is chosen (decision 178). Nowhere else is there one.
   */
  unchosen?: { label: string; note?: string };
  days: readonly CallDay[];
  onDays: (days: CallDay[]) => void;
  errors?: { window?: string; days?: string };
}

/**
 * When to call, asked the same way on every page (decision 129): one list of windows with one
 * label format, and the days of the week, every day ticked until the family says otherwise.
 */
export function CallTimesFields({ label, names = { window: 'windowChoice', days: 'callDays' }, windowChoice, onWindowChoice, unchosen, days, onDays, errors = {} }: CallTimesFieldsProps) {
  return (
    <>
      <SelectField
        label={label}
        name={names.window}
        placeholder={unchosen?.label}
        value={windowChoice}
        onChange={(e) => onWindowChoice(e.target.value as WindowChoice | '')}
        options={[...WINDOW_OPTIONS]}
        hint={windowChoice === '' && unchosen?.note ? `In their own time zone. ${unchosen.note}` : 'In their own time zone.'}
        error={errors.window}
      />
      <ChoiceList
        legend="Days we may call"
        hint="We call only on the days ticked."
        name={names.days}
        options={CALL_DAYS.map((d) => ({ value: d, label: CALL_DAY_NAMES[d] }))}
        // Kept in the week's order whatever order they were ticked in.
        selected={days}
        onChange={(d) => onDays(CALL_DAYS.filter((day) => d.includes(day)))}
        error={errors.days}
      />
      <SundayNote text={sundayNote(windowChoice, days)} />
    </>
  );
}

/** Why a ticked Sunday has no call with a morning time, said where both are chosen. */
function SundayNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={styles.note} role="note" data-testid="sunday-note">
      {text}
    </p>
  );
}

/** A schedule whose calls can never ring (her window outside the law's hours where her number is), said in the API's words. */
export function ScheduleWarning({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className={styles.warning} role="alert" data-testid="schedule-warning">
      {text}
    </p>
  );
}
