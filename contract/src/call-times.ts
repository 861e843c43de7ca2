import { z } from 'zod';

/**
 * When her calls may ring, said one way on every page (issue 30, item 4; decision 129): one list
 * of windows, the days of the week, and every call time in her zone written as
 * "Tuesday 2:15 PM ET". Browser-safe (zod only); the API plans and words its messages with the
 * same functions.
 */

// ---------------------------------------------------------------- windows
export const CALL_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export const callWindowSchema = z.enum(CALL_WINDOWS);
export type CallWindow = z.infer<typeof callWindowSchema>;

/** A window as minutes after the recipient's local midnight: [start, end). */
export interface WindowSpan {
  start: number;
  end: number;
}

/** The hours a window name keeps when no hours were chosen (the schedule page's, decision 093). */
export const SCHEDULE_WINDOW_SPANS: Record<CallWindow, WindowSpan> = {
  morning: { start: 9 * 60, end: 12 * 60 },
  afternoon: { start: 12 * 60, end: 17 * 60 },
  evening: { start: 17 * 60, end: 20 * 60 },
};
/** /onboarding's name for each window, with its own hours (spec section 9). */
export const ONBOARDING_WINDOW_SPANS: Record<CallWindow, WindowSpan> = {
  morning: { start: 9 * 60, end: 11 * 60 },
  afternoon: { start: 13 * 60, end: 15 * 60 },
  evening: { start: 17 * 60, end: 19 * 60 },
};

/**
 * The decided windows (spec/decisions.md: 9-12, 12-17, 17-20 and 9-11, 13-15, 17-19), offered
 * together on every page that asks when to call: a family can choose 1-3 PM anywhere.
 */
export const WINDOW_CHOICES = ['9-11', '9-12', '12-17', '13-15', '17-19', '17-20'] as const;
export type WindowChoice = (typeof WINDOW_CHOICES)[number];
export const windowChoiceSchema = z.enum(WINDOW_CHOICES, { error: 'Please choose a time of day' });

const CHOICE_WINDOW: Record<WindowChoice, CallWindow> = {
  '9-11': 'morning',
  '9-12': 'morning',
  '12-17': 'afternoon',
  '13-15': 'afternoon',
  '17-19': 'evening',
  '17-20': 'evening',
};

/** The window name and hours a choice stores. */
export function windowOfChoice(choice: WindowChoice): { window: CallWindow; windowStartMinute: number; windowEndMinute: number } {
  const [from, to] = choice.split('-').map(Number) as [number, number];
  return { window: CHOICE_WINDOW[choice], windowStartMinute: from * 60, windowEndMinute: to * 60 };
}

/** The choice a schedule's hours are, or null for hours no page offers. */
export function choiceOfWindow(schedule: { window: CallWindow; windowStartMinute?: number | null; windowEndMinute?: number | null }): WindowChoice | null {
  const start = schedule.windowStartMinute ?? SCHEDULE_WINDOW_SPANS[schedule.window].start;
  const end = schedule.windowEndMinute ?? SCHEDULE_WINDOW_SPANS[schedule.window].end;
  const id = `${start / 60}-${end / 60}`;
  return (WINDOW_CHOICES as readonly string[]).includes(id) ? (id as WindowChoice) : null;
}

/** The choice a window name stands for on a page that offers names only (the spec's payloads). */
export const choiceOfName = (window: CallWindow, spans: Record<CallWindow, WindowSpan> = SCHEDULE_WINDOW_SPANS): WindowChoice =>
  choiceOfWindow({ window, windowStartMinute: spans[window].start, windowEndMinute: spans[window].end })!;

const clockText = (minute: number) => {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return { time: m ? `${hour12}:${String(m).padStart(2, '0')}` : `${hour12}`, half: h < 12 ? 'AM' : 'PM' };
};

/** "Afternoon (1-3 PM)", "Morning (9 AM-12 PM)": a window with the hours it keeps, one format on every page. */
export function windowLabel(schedule: { window: CallWindow; windowStartMinute?: number | null; windowEndMinute?: number | null }): string {
  const start = schedule.windowStartMinute ?? SCHEDULE_WINDOW_SPANS[schedule.window].start;
  const end = schedule.windowEndMinute ?? SCHEDULE_WINDOW_SPANS[schedule.window].end;
  const from = clockText(start);
  const to = clockText(end);
  const name = schedule.window.charAt(0).toUpperCase() + schedule.window.slice(1);
  return `${name} (${from.half === to.half ? from.time : `${from.time} ${from.half}`}-${to.time} ${to.half})`;
}

export const windowChoiceLabel = (choice: WindowChoice): string => windowLabel(windowOfChoice(choice));

/**
 * The schedule page's time may be left unchosen (the spec's default is empty): it is then the
 * morning, and the page says so rather than offering "Any time of day", which was the morning
 * under another name beside "Morning (9 AM-12 PM)" (decision 178).
 */
export const UNCHOSEN_WINDOW: WindowChoice = '9-12';
export const NO_WINDOW_CHOSEN = {
  /** The select's empty option: a prompt, not a window. */
  label: 'Choose a time',
  /** Said under the field while nothing is chosen. */
  note: `If you leave it, we call in the ${windowChoiceLabel(UNCHOSEN_WINDOW).replace(/^M/, 'm')}.`,
} as const;

/** Every choice as a select's options, in the order of the day. */
export const WINDOW_OPTIONS: ReadonlyArray<{ value: WindowChoice; label: string }> = WINDOW_CHOICES.map((value) => ({ value, label: windowChoiceLabel(value) }));

/**
 * Said beside the days and time (walk finding 8): a US number may be rung on a Sunday only from
 * noon (the law's calling hours, decision 127), so a window that ends by noon gives no Sunday
 * call there. Null when the choice says nothing about Sunday.
 */
export function sundayNote(choice: WindowChoice | '', days: readonly string[]): string | null {
  if (!endsByNoon(choice)) return null;
  if (days.includes('sun')) return 'In the US, calls on a Sunday may only be placed from noon, so with a morning time there is no Sunday call. Choose an afternoon or evening time for Sunday calls.';
  // The days we chose for them (decision 173): said plainly, with why Sunday is not among them.
  if (maskOfDays(days as CallDay[]) === MONDAY_TO_SATURDAY) return SUNDAY_LEFT_OUT;
  return null;
}

/** Said under the days when a morning time left Sunday unticked (decision 173). */
export const SUNDAY_LEFT_OUT =
  'We call Monday to Saturday: in the US, calls on a Sunday may only be placed from noon, so a morning time has no Sunday call. For Sunday calls too, choose an afternoon or evening time.';

/** A time that ends by noon (an unchosen one is the morning, decision 178): no Sunday call in the US. */
const endsByNoon = (choice: WindowChoice | ''): boolean => windowOfChoice(choice || UNCHOSEN_WINDOW).windowEndMinute <= 12 * 60;

/**
 * The days ticked before the family says otherwise: every day, but Monday to Saturday with a
 * morning time, whose Sunday would never ring in the US (decision 173), so what a page shows and
 * what the schedule stores are the calls that come.
 */
export function defaultDaysFor(choice: WindowChoice | ''): CallDay[] {
  return endsByNoon(choice) ? CALL_DAYS.filter((d) => d !== 'sun') : [...CALL_DAYS];
}

/**
 * The days after the time changed: the new time's default while the days are still the old
 * time's default (the family has not chosen days), else the family's own days.
 */
export function daysAfterTimeChange(before: WindowChoice | '', after: WindowChoice | '', days: readonly CallDay[]): CallDay[] {
  return maskOfDays(days) === maskOfDays(defaultDaysFor(before)) ? defaultDaysFor(after) : [...days];
}

// ---------------------------------------------------------------- days of the week
export const CALL_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type CallDay = (typeof CALL_DAYS)[number];
export const CALL_DAY_NAMES: Record<CallDay, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
export const EVERY_DAY: readonly CallDay[] = CALL_DAYS;
export const CALL_DAYS_MESSAGE = 'Please choose at least one day';
export const callDaysSchema = z
  .array(z.enum(CALL_DAYS, { error: CALL_DAYS_MESSAGE }), { error: CALL_DAYS_MESSAGE })
  .min(1, CALL_DAYS_MESSAGE)
  .max(CALL_DAYS.length)
  .refine((d) => new Set(d).size === d.length, 'Each day can be chosen once.');

/** Stored as bits, Monday first (bit 0) to Sunday (bit 6); 127 is every day. */
export const ALL_DAYS_MASK = 127;
const MONDAY_TO_SATURDAY = 0b0111111;
export const maskOfDays = (days: readonly CallDay[]): number => days.reduce((m, d) => m | (1 << CALL_DAYS.indexOf(d)), 0);
export const daysOfMask = (mask: number): CallDay[] => CALL_DAYS.filter((_, i) => (mask & (1 << i)) !== 0);

/** "Every day", "Weekdays", "Weekends", "Monday, Wednesday and Friday". */
export function daysLabel(days: readonly CallDay[]): string {
  const mask = maskOfDays(days);
  if (mask === ALL_DAYS_MASK) return 'Every day';
  if (mask === MONDAY_TO_SATURDAY) return 'Monday to Saturday';
  if (mask === 0b0011111) return 'Weekdays';
  if (mask === 0b1100000) return 'Weekends';
  const names = CALL_DAYS.filter((d) => days.includes(d)).map((d) => CALL_DAY_NAMES[d]);
  return names.length === 1 ? `${names[0]}s only` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

// ---------------------------------------------------------------- one clock
/**
 * The zone's common abbreviation (ET, CT, MT, PT, AKT, HT, AT, NT), so a time reads the same in
 * a mail, on the dashboard and on the schedule page: never "GMT-3:30" or "St Johns Time".
 */
const ZONE_ABBREVIATIONS: Array<[RegExp, string]> = [
  [/^America\/St_Johns$|^Canada\/Newfoundland$/, 'NT'],
  [/^America\/(Halifax|Glace_Bay|Moncton|Goose_Bay|Puerto_Rico)$|^Canada\/Atlantic$|^Atlantic\/Bermuda$/, 'AT'],
  [/^America\/(New_York|Detroit|Toronto|Montreal|Nipigon|Thunder_Bay|Iqaluit|Indiana\/(Indianapolis|Vincennes|Winamac|Marengo|Petersburg|Vevay)|Kentucky\/.*|Nassau)$|^US\/(Eastern|Michigan)$|^Canada\/Eastern$|^EST5EDT$/, 'ET'],
  [/^America\/(Chicago|Winnipeg|Regina|Swift_Current|Rainy_River|Rankin_Inlet|Resolute|Menominee|Indiana\/(Knox|Tell_City)|North_Dakota\/.*|Mexico_City)$|^US\/Central$|^Canada\/(Central|Saskatchewan)$|^CST6CDT$/, 'CT'],
  [/^America\/(Denver|Boise|Phoenix|Edmonton|Cambridge_Bay|Yellowknife|Inuvik|Creston|Dawson_Creek|Fort_Nelson)$|^US\/(Mountain|Arizona)$|^Canada\/Mountain$|^MST7MDT$/, 'MT'],
  [/^America\/(Los_Angeles|Vancouver|Tijuana|Whitehorse|Dawson)$|^US\/Pacific$|^Canada\/Pacific$|^PST8PDT$/, 'PT'],
  [/^America\/(Anchorage|Juneau|Sitka|Yakutat|Nome|Metlakatla)$|^US\/Alaska$/, 'AKT'],
  [/^Pacific\/Honolulu$|^US\/Hawaii$|^America\/Adak$/, 'HT'],
];

export function zoneAbbreviation(timeZone: string, at: Date = new Date()): string {
  const known = ZONE_ABBREVIATIONS.find(([re]) => re.test(timeZone));
  if (known) return known[1];
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

const weekdayTime = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = weekdayTime.get(timeZone);
  if (!f) weekdayTime.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: 'numeric', minute: '2-digit' })));
  return f;
}

/** "Tuesday 2:15 PM ET": a moment in her zone, written one way everywhere (issue 30, item 6). */
export function formatZonedTime(at: Date | string | number, timeZone: string): string {
  const d = new Date(at);
  const parts = formatter(timeZone).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${get('hour')}:${get('minute')} ${get('dayPeriod')} ${zoneAbbreviation(timeZone, d)}`;
}

/** "Tuesday, March 3 at 2:15 PM ET": the same moment with its date, where a weekday alone could be any week. */
export function formatZonedDateTime(at: Date | string | number, timeZone: string): string {
  const d = new Date(at);
  const date = d.toLocaleDateString('en-US', { timeZone, month: 'long', day: 'numeric' });
  const [weekday, ...time] = formatZonedTime(d, timeZone).split(' ');
  return `${weekday}, ${date} at ${time.join(' ')}`;
}
