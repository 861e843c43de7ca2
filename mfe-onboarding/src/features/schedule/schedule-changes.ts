import {
  CADENCE_LABELS,
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
export function currentSettings(r: Recipient): Array<{ label: string; value: string }> {
  const v = valuesOf(r);
  return [
    { label: 'How often', value: CADENCE_LABELS[v.callSchedule] },
    { label: 'Time of day', value: r.schedule ? windowLabel(r.schedule) : windowText(v.windowChoice) },
    { label: 'Days', value: daysLabel(v.callDays) },
    { label: 'Time zone', value: timeZoneLabel(v.timeZone) },
    { label: 'Voice', value: VOICE_LABELS[v.voiceGender] },
    { label: 'Topics', value: topicsText(v.topics) },
  ];
}

/**
 * Every difference between her current settings and the form, in the page's words. Empty
 * when nothing would change. Only "how often", "time of day" and "time zone" move her
 * planned calls (`movesCalls`).
 */
export function describeChanges(r: Recipient, v: ScheduleValues): { changes: ScheduleChange[]; movesCalls: boolean } {
  const was = valuesOf(r);
  const changes: ScheduleChange[] = [];
  const add = (label: string, from: string, to: string) => {
    if (from !== to) changes.push({ label, from, to });
  };
  add('Name', was.recipientName, v.recipientName.trim());
  if (digits(was.recipientPhone) !== digits(v.recipientPhone)) changes.push({ label: 'Phone number', from: was.recipientPhone, to: v.recipientPhone.trim() });
  // Signup's "parent" is not one of this page's choices: the field starts empty, and empty is no change.
  if (v.relationship) add('Relationship', relationshipText(was.relationship), relationshipText(v.relationship));
  add('Voice', VOICE_LABELS[was.voiceGender], VOICE_LABELS[v.voiceGender]);
  const scheduleBefore = changes.length;
  add('How often', CADENCE_LABELS[was.callSchedule], CADENCE_LABELS[v.callSchedule]);
  // A time left unchosen is the morning window; her own window, unchanged, keeps its hours.
  const wasWindow = r.schedule ? windowLabel(r.schedule) : windowText('');
  add('Time of day', wasWindow, v.windowChoice === was.windowChoice ? wasWindow : windowText(v.windowChoice));
  add('Days', daysLabel(was.callDays), daysLabel(v.callDays));
  add('Time zone', timeZoneLabel(was.timeZone), timeZoneLabel(v.timeZone));
  const movesCalls = changes.length > scheduleBefore;
  add('Topics', topicsText(was.topics), topicsText(v.topics));
  if (was.specialInstructions.trim() !== v.specialInstructions.trim()) {
    changes.push({ label: 'Special instructions', from: was.specialInstructions.trim() || 'None', to: v.specialInstructions.trim() || 'None' });
  }
  return { changes, movesCalls };
}
