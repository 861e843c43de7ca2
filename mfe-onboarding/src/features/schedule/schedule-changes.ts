import {
  cadenceLabel,
  FIELD_LABELS,
  choiceOfWindow,
  daysLabel,
  EVERY_DAY,
  SCHEDULE_RELATIONSHIP_LABELS,
  UNCHOSEN_WINDOW,
  VOICE_LABELS,
  windowChoiceLabel,
  windowLabel,
  type Cadence,
  type CallDay,
  type Recipient,
  type WindowChoice,
} from '@fondly/contract';
import { formatPhone, timeZoneLabel } from '../../lib/format';

/** What the schedule page's form holds for one person. */
export interface ScheduleValues {
  recipientName: string;
  recipientPhone: string;
  relationship: string;
  voiceGender: 'female' | 'male';
  callSchedule: Cadence;
  /** A window from the one list (decision 129), or '' when none is chosen (the morning, decision 178). */
  windowChoice: WindowChoice | '';
  callDays: CallDay[];
  topics: string[];
  specialInstructions: string;
  timeZone: string;
}

/** The family's plan, to say what "as the plan allows" means (decision 173). */
type PlanWords = { name: string; allowanceText: string } | null;

export interface ScheduleChange {
  label: string;
  from: string;
  to: string;
}

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
/** A time left unchosen is the morning, and reads as that window does (decision 178). */
const windowText = (w: WindowChoice | '') => windowChoiceLabel(w || UNCHOSEN_WINDOW);
const relationshipText = (r: string) =>
  SCHEDULE_RELATIONSHIP_LABELS[r as keyof typeof SCHEDULE_RELATIONSHIP_LABELS] ?? (r ? r.charAt(0).toUpperCase() + r.slice(1) : 'Not said');
const topicsText = (t: readonly string[]) => (t.length ? t.join(', ') : 'None chosen');

/** The form as it starts for someone already called: exactly her current settings. */
export function valuesOf(r: Recipient): ScheduleValues {
  return {
    recipientName: r.name,
    recipientPhone: formatPhone(r.phone),
    relationship: r.relationship,
    voiceGender: r.voice,
    callSchedule: r.schedule?.cadence ?? 'weekly',
    windowChoice: r.schedule ? (choiceOfWindow(r.schedule) ?? '') : '',
    callDays: r.schedule ? [...r.schedule.days] : [...EVERY_DAY],
    topics: [...r.topics],
    specialInstructions: r.specialInstructions,
    timeZone: r.schedule?.timeZone ?? 'America/New_York',
  };
}

/** Her current settings, as the page lists them before anything is changed. */
export function currentSettings(r: Recipient, plan?: PlanWords): Array<{ label: string; value: string }> {
  const v = valuesOf(r);
  return [
    { label: FIELD_LABELS.cadence, value: cadenceLabel(v.callSchedule, plan) },
    { label: FIELD_LABELS.window, value: r.schedule ? windowLabel(r.schedule) : windowText(v.windowChoice) },
    { label: FIELD_LABELS.days, value: daysLabel(v.callDays) },
    { label: FIELD_LABELS.timeZone, value: timeZoneLabel(v.timeZone) },
    { label: FIELD_LABELS.voice, value: VOICE_LABELS[v.voiceGender] },
    { label: FIELD_LABELS.topics, value: topicsText(v.topics) },
  ];
}

/**
 * Every difference between her current settings and the form, in the page's words. Empty
 * when nothing would change. Only "how often", "time of day" and "time zone" move her
 * planned calls (`movesCalls`).
 */
export function describeChanges(r: Recipient, v: ScheduleValues, plan?: PlanWords): { changes: ScheduleChange[]; movesCalls: boolean } {
  const was = valuesOf(r);
  const changes: ScheduleChange[] = [];
  const add = (label: string, from: string, to: string) => {
    if (from !== to) changes.push({ label, from, to });
  };
  add(FIELD_LABELS.recipientName, was.recipientName, v.recipientName.trim());
  if (digits(was.recipientPhone) !== digits(v.recipientPhone)) changes.push({ label: FIELD_LABELS.recipientPhone, from: was.recipientPhone, to: v.recipientPhone.trim() });
  // Signup's "parent" is not one of this page's choices: the field starts empty, and empty is no change.
  if (v.relationship) add(FIELD_LABELS.relationship, relationshipText(was.relationship), relationshipText(v.relationship));
  add(FIELD_LABELS.voice, VOICE_LABELS[was.voiceGender], VOICE_LABELS[v.voiceGender]);
  const scheduleBefore = changes.length;
  add(FIELD_LABELS.cadence, cadenceLabel(was.callSchedule, plan), cadenceLabel(v.callSchedule, plan));
  // A time left unchosen is the morning window; her own window, unchanged, keeps its hours.
  const wasWindow = r.schedule ? windowLabel(r.schedule) : windowText('');
  add(FIELD_LABELS.window, wasWindow, v.windowChoice === was.windowChoice ? wasWindow : windowText(v.windowChoice));
  add(FIELD_LABELS.days, daysLabel(was.callDays), daysLabel(v.callDays));
  add(FIELD_LABELS.timeZone, timeZoneLabel(was.timeZone), timeZoneLabel(v.timeZone));
  const movesCalls = changes.length > scheduleBefore;
  add(FIELD_LABELS.topics, topicsText(was.topics), topicsText(v.topics));
  if (was.specialInstructions.trim() !== v.specialInstructions.trim()) {
    changes.push({ label: FIELD_LABELS.specialInstructions, from: was.specialInstructions.trim() || 'None', to: v.specialInstructions.trim() || 'None' });
  }
  return { changes, movesCalls };
}
