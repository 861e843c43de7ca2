import { SelectField } from '@fondly/design-system';
import { CALL_DAY_NAMES, CALL_DAYS, daysAfterTimeChange, FIELD_LABELS, sundayNote, WINDOW_OPTIONS, type CallDay, type WindowChoice } from '@fondly/contract';
import { ChoiceList } from './choice-list';
import styles from './forms.module.css';

interface CallTimesFieldsProps {
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
  /**
   * For someone new: days the family has not chosen follow the time (Monday to Saturday with a
   * morning time, decision 173). Saved days are the family's own and never change by themselves.
   */
  daysFollowTime?: boolean;
  errors?: { window?: string; days?: string };
}

/**
 * When to call, asked the same way on every page (decision 129): one list of windows with one
 * label format, and the days of the week, ticked as the time allows until the family says
 * otherwise (every day; Monday to Saturday with a morning time, decision 173).
 */
export function CallTimesFields({ names = { window: 'windowChoice', days: 'callDays' }, windowChoice, onWindowChoice, unchosen, days, onDays, daysFollowTime = false, errors = {} }: CallTimesFieldsProps) {
  return (
    <>
      <SelectField
        label={FIELD_LABELS.window}
        name={names.window}
        placeholder={unchosen?.label}
        value={windowChoice}
        onChange={(e) => {
          const next = e.target.value as WindowChoice | '';
          onWindowChoice(next);
          // Days the family has not chosen follow the time: a morning has no Sunday call in the US (decision 173).
          if (!daysFollowTime) return;
          const after = daysAfterTimeChange(windowChoice, next, days);
          if (after.join() !== days.join()) onDays(after);
        }}
        options={[...WINDOW_OPTIONS]}
        hint={windowChoice === '' && unchosen?.note ? `In their own time zone. ${unchosen.note}` : 'In their own time zone.'}
        error={errors.window}
      />
      <ChoiceList
        legend={FIELD_LABELS.days}
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
