import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { alertsForFamily } from '../calls/lifecycle/after-alert.js';
import { transcriptForFamily } from '../calls/pipeline/understanding/her-say.js';
import type { DbOrTx } from '../db/client.js';
import { calls, recipients, schedules, stories } from '../db/schema/index.js';
import { firstNameOf } from '@fondly/contract/pronouns';
import { DateTime } from 'luxon';
import { NOTE_DECLINED, NOT_PLACED_OTHERWISE, NOT_PLACED_REASONS, PAUSE_MESSAGES, scheduleWarningText, type FamilyCall, type Recipient, type RecipientSettingsInput, type ScheduleUpdateInput } from '@fondly/contract/account';
import { alreadyCalledMessage, type newRecipientSchema } from '@fondly/contract/onboarding';
import { daysLabel, daysOfMask, maskOfDays, SCHEDULE_WINDOW_SPANS, windowLabel, windowOfChoice, zoneAbbreviation, type CallDay, type CallWindow, type WindowChoice } from '@fondly/contract/call-times';
import { windowEverCallable } from '../calls/scheduling/callable.js';
import { describeCallingHours, windowOf } from '../calls/scheduling/calling-hours.js';
import { zonesOfAreaCode } from '../lib/area-code-zones.js';
import { jurisdictionOf } from '../lib/phone.js';
import { CALL_MOVED_TO_NOW, listSkippedCalls, listUpcomingCalls, setKindOfPlannedCalls, skipCall, unskipCall } from '../calls/scheduling/schedule-actions.js';
import { planCalls, replanCalls } from '../calls/scheduling/planner.js';
import { AppError, conflict, notFound } from '../lib/errors.js';
import { normalizePhone } from '../lib/phone.js';
import { firstPlannedCall } from './account.js';
import { fieldError } from './errors.js';
import { isNumberTaken, numberTaken, refuseNumberOfAnotherFamily } from './numbers.js';
import type { z } from 'zod';

/** Loved ones one account may have called; more is a conversation with support. */
export const RECIPIENT_LIMIT = 5;
export const RECIPIENT_LIMIT_MESSAGE = `One account can arrange calls for up to ${RECIPIENT_LIMIT} people. Please contact support if you need more.`;
export const RECIPIENT_NOT_FOUND = 'We could not find that person.';

type NewRecipient = z.output<typeof newRecipientSchema>;

/**
 * The schedule page: tell us about your loved one and when to call. A new number adds a
 * person. An existing person is changed only when the family chose her (`recipientId`):
 * the same number without that choice is refused, so nobody's calls move by accident.
 * Her calls are planned again only when when-to-call changed, in the same transaction.
 */
export async function scheduleRecipient(deps: AppDeps, subscriberId: string, input: NewRecipient) {
  const now = deps.now();
  const phone = normalizePhone(input.recipientPhone);
  if (!phone.ok) throw fieldError('recipientPhone', phone.message);
  const values = {
    name: input.recipientName,
    phone: phone.e164,
    relationship: input.relationship,
    voice: input.voiceGender,
    topics: input.topics,
    specialInstructions: input.specialInstructions,
    updatedAt: now,
  };
  // An empty preferred time means any time: the morning window (decision 041); a choice from the one list is kept exactly (decision 129).
  const schedule = {
    cadence: input.callSchedule,
    ...chosenWindow(input.preferredTime || 'morning', input.windowChoice),
    callDays: maskOfDays(input.callDays),
    timeZone: input.timeZone,
    updatedAt: now,
  } as const;

  const result = await deps.database.db.transaction(async (tx) => {
    // Her number is one family's (decision 126); a race between families is settled by the unique index below.
    const refuseOthersNumber = () => refuseNumberOfAnotherFamily(tx, subscriberId, phone.e164, 'recipientPhone');
    const [sameNumber] = await tx
      .select({ id: recipients.id, name: recipients.name })
      .from(recipients)
      .where(and(eq(recipients.subscriberId, subscriberId), eq(recipients.phone, phone.e164)))
      .for('update');
    if (input.recipientId) {
      const [chosen] = await tx
        .select({ id: recipients.id, consentAt: recipients.consentAt, phone: recipients.phone })
        .from(recipients)
        .where(and(eq(recipients.id, input.recipientId), eq(recipients.subscriberId, subscriberId)))
        .for('update');
      if (!chosen) throw notFound(RECIPIENT_NOT_FOUND);
      if (sameNumber && sameNumber.id !== chosen.id) throw conflictOn('recipientPhone', alreadyCalledMessage(sameNumber.name));
      // A new number is claimed for her; her own number saved again stays as it was held (or not).
      const moved = chosen.phone !== phone.e164;
      if (moved) await refuseOthersNumber();
      // Her own agreement keeps its date; a first confirmation is recorded now.
      await tx.update(recipients).set({ ...values, consentAt: chosen.consentAt ?? now, ...(moved ? { holdsNumber: true } : {}) }).where(eq(recipients.id, chosen.id));
      const [before] = await tx.select().from(schedules).where(eq(schedules.recipientId, chosen.id));
      // A time left unchosen for her is her own window, whatever its hours (an older row no page
      // offers included): only a new person's empty time is the morning (decisions 041, 178).
      const timeLeftAsItWas = !input.preferredTime && !input.windowChoice;
      // Her window unchanged by name keeps its hours (an /onboarding "1-3 PM" stays 1-3 PM) unless exact hours were chosen.
      const sameWindow =
        !!before &&
        (timeLeftAsItWas ||
          (before.window === schedule.window && (!input.windowChoice || (before.windowStartMinute === schedule.windowStartMinute && before.windowEndMinute === schedule.windowEndMinute))));
      const kept = sameWindow ? { ...schedule, window: before.window, windowStartMinute: before.windowStartMinute, windowEndMinute: before.windowEndMinute } : schedule;
      const changed = !before || before.cadence !== schedule.cadence || !sameWindow || before.timeZone !== schedule.timeZone || before.callDays !== schedule.callDays;
      if (!before) await tx.insert(schedules).values({ recipientId: chosen.id, ...schedule, createdAt: now });
      else if (changed) await tx.update(schedules).set(kept).where(eq(schedules.id, before.id));
      if (changed && !before?.pausedAt) await replanCalls(tx, chosen.id, now);
      return { recipientId: chosen.id, updated: true };
    }
    if (sameNumber) throw conflictOn('recipientPhone', alreadyCalledMessage(sameNumber.name));
    await refuseOthersNumber();
    const [{ n }] = (await tx.select({ n: count() }).from(recipients).where(eq(recipients.subscriberId, subscriberId))) as [{ n: number }];
    if (Number(n) >= RECIPIENT_LIMIT) throw conflict(RECIPIENT_LIMIT_MESSAGE);
    const [created] = await tx
      .insert(recipients)
      .values({ subscriberId, ...values, holdsNumber: true, consentAt: now, agentType: 'loneliness', createdAt: now })
      .returning({ id: recipients.id });
    await tx.insert(schedules).values({ recipientId: created!.id, ...schedule, createdAt: now });
    await planCalls(tx, created!.id, now);
    return { recipientId: created!.id, updated: false };
  }).catch((err: unknown) => {
    if (isNumberTaken(err)) throw numberTaken('recipientPhone');
    throw err;
  });
  const firstCall = await firstPlannedCall(deps.database.db, result.recipientId);
  return { ...result, firstCallAt: firstCall?.toISOString() ?? null };
}

/** The window a form chose: its exact choice from the one list, or the name's schedule-page hours. */
function chosenWindow(window: CallWindow, choice: WindowChoice | undefined) {
  return choice ? windowOfChoice(choice) : { window, windowStartMinute: SCHEDULE_WINDOW_SPANS[window].start, windowEndMinute: SCHEDULE_WINDOW_SPANS[window].end };
}

/** Said when her window and days never meet the law's hours where her number is (decision 129), else null. */
function scheduleWarningOf(name: string, phone: string, s: typeof schedules.$inferSelect, now: Date): string | null {
  if (windowEverCallable({ zone: s.timeZone, window: windowOf(s) }, phone, now.getTime())) return null;
  const days: CallDay[] = daysOfMask(s.callDays);
  const when = `${windowLabel(s)}${days.length === 7 ? '' : ` on ${daysLabel(days)}`}`;
  const zones = [...new Set([s.timeZone, ...zonesOfAreaCode(phone)].map((z) => zoneAbbreviation(z, now)))].join(' and ');
  return scheduleWarningText(name, when, describeCallingHours(jurisdictionOf(phone)), zones, directionToCallable(phone, s, now));
}

/**
 * Which way her window must move: later when, on her number's clock, it lies in the morning
 * before the law's hours open (a Morning in ET for a Pacific number), else earlier (an evening
 * past their close). Told by where the window's middle falls on the earliest of her clocks.
 */
function directionToCallable(phone: string, s: typeof schedules.$inferSelect, now: Date): 'earlier' | 'later' {
  const span = windowOf(s);
  const hours = typeof span === 'string' ? SCHEDULE_WINDOW_SPANS[span] : span;
  const middle = DateTime.fromJSDate(now, { zone: s.timeZone }).startOf('day').plus({ minutes: (hours.start + hours.end) / 2 });
  const earliest = Math.min(...[s.timeZone, ...zonesOfAreaCode(phone)].map((z) => {
    const t = middle.setZone(z);
    return t.hour * 60 + t.minute;
  }));
  return earliest < 12 * 60 ? 'later' : 'earlier';
}

function conflictOn(field: string, message: string) {
  return new AppError(409, 'conflict', message, { [field]: message });
}

/** A recipient of this subscriber, or 404: a foreign id looks exactly like a missing one. */
async function ownRecipient(db: DbOrTx, subscriberId: string, recipientId: string) {
  const [row] = await db
    .select()
    .from(recipients)
    .where(and(eq(recipients.id, recipientId), eq(recipients.subscriberId, subscriberId)));
  if (!row) throw notFound(RECIPIENT_NOT_FOUND);
  return row;
}

/** Every recipient of the family, with their schedule and the next planned calls. */
export async function listRecipients(db: DbOrTx, subscriberId: string, now: Date): Promise<Recipient[]> {
  const rows = await db
    .select({ recipient: recipients, schedule: schedules })
    .from(recipients)
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
    .where(eq(recipients.subscriberId, subscriberId))
    .orderBy(asc(recipients.createdAt));
  return Promise.all(
    rows.map(async ({ recipient: r, schedule: s }) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      relationship: r.relationship,
      voice: r.voice,
      agentType: r.agentType,
      topics: r.topics,
      specialInstructions: r.specialInstructions,
      consentAt: r.consentAt?.toISOString() ?? null,
      recordingConsent: r.recordingConsent ?? null,
      schedule: s
        ? {
            cadence: s.cadence,
            window: s.window,
            windowStartMinute: s.windowStartMinute,
            windowEndMinute: s.windowEndMinute,
            days: daysOfMask(s.callDays),
            timeZone: s.timeZone,
            warning: scheduleWarningOf(r.name, r.phone, s, now),
            paused: s.pausedAt !== null,
            pausedAt: s.pausedAt?.toISOString() ?? null,
            pauseReason: s.pauseReason,
            pausedUntil: s.pausedAt && s.pausedUntil ? s.pausedUntil.toISOString() : null,
          }
        : null,
      upcomingCalls: await listUpcomingCalls(db, r.id, now, { subscriberId, limit: 5 }),
      skippedCalls: await listSkippedCalls(db, r.id, now),
    })),
  );
}

export async function getRecipient(db: DbOrTx, subscriberId: string, recipientId: string, now: Date): Promise<Recipient> {
  await ownRecipient(db, subscriberId, recipientId);
  const all = await listRecipients(db, subscriberId, now);
  return all.find((r) => r.id === recipientId)!;
}

/** Call Settings: voice, companion type, topics and special instructions. */
export async function updateRecipientSettings(deps: AppDeps, subscriberId: string, recipientId: string, input: RecipientSettingsInput) {
  const now = deps.now();
  await ownRecipient(deps.database.db, subscriberId, recipientId);
  const set: Partial<typeof recipients.$inferInsert> = { updatedAt: now };
  if (input.recipientName !== undefined) set.name = input.recipientName.trim();
  if (input.voiceGender !== undefined) set.voice = input.voiceGender;
  if (input.agentType !== undefined) set.agentType = input.agentType;
  if (input.topics !== undefined) set.topics = input.topics;
  if (input.specialInstructions !== undefined) set.specialInstructions = input.specialInstructions.trim();
  await deps.database.db.transaction(async (tx) => {
    await tx.update(recipients).set(set).where(and(eq(recipients.id, recipientId), eq(recipients.subscriberId, subscriberId)));
    // Planned calls carry the companion type; the next ones follow the new choice.
    if (input.agentType !== undefined) {
      await setKindOfPlannedCalls(tx, recipientId, input.agentType, now);
    }
  });
  return getRecipient(deps.database.db, subscriberId, recipientId, now);
}

/** Call Scheduling: cadence, window and time zone; calls not yet placed are planned again. */
export async function updateSchedule(deps: AppDeps, subscriberId: string, recipientId: string, input: ScheduleUpdateInput) {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    await ownRecipient(tx, subscriberId, recipientId);
    const [schedule] = await tx.select().from(schedules).where(eq(schedules.recipientId, recipientId)).for('update');
    if (!schedule) throw notFound('This person has no call schedule yet.');
    await tx
      .update(schedules)
      .set({
        ...(input.cadence ? { cadence: input.cadence } : {}),
        // A window chosen here has this page's hours; the same window again keeps the hours it had;
        // a choice from the one list is kept exactly (decision 129).
        ...(input.windowChoice
          ? windowOfChoice(input.windowChoice)
          : input.window && input.window !== schedule.window
            ? { window: input.window, windowStartMinute: SCHEDULE_WINDOW_SPANS[input.window].start, windowEndMinute: SCHEDULE_WINDOW_SPANS[input.window].end }
            : {}),
        ...(input.days ? { callDays: maskOfDays(input.days) } : {}),
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        updatedAt: now,
      })
      .where(eq(schedules.id, schedule.id));
    if (input.windowChoice || input.window || input.days || input.timeZone) {
      // A window the law never lets ring where her number is would leave her with no calls: not saved, and said which way to move it.
      const [after] = await tx.select().from(schedules).where(eq(schedules.id, schedule.id));
      const [her] = await tx.select({ name: recipients.name, phone: recipients.phone }).from(recipients).where(eq(recipients.id, recipientId));
      const warning = after && her ? scheduleWarningOf(her.name, her.phone, after, now) : null;
      if (warning) throw fieldError('windowChoice', warning);
    }
    if (!schedule.pausedAt) await replanCalls(tx, recipientId, now);
  });
  return getRecipient(deps.database.db, subscriberId, recipientId, now);
}

/** Skips one planned call of this family's recipient; a call of anyone else is a 404. */
export async function skipRecipientCall(db: DbOrTx, subscriberId: string, recipientId: string, callId: string, now: Date) {
  await ownRecipient(db, subscriberId, recipientId);
  const [call] = await db.select({ id: calls.id }).from(calls).where(and(eq(calls.id, callId), eq(calls.recipientId, recipientId)));
  if (!call) throw notFound('We could not find that call.');
  await skipCall(db, callId, now, { subscriberId });
}

/** Undo a skip (issue 30, item 12): only her own call, while its time is ahead. */
export async function unskipRecipientCall(db: DbOrTx, subscriberId: string, recipientId: string, callId: string, now: Date) {
  await ownRecipient(db, subscriberId, recipientId);
  const [call] = await db.select({ id: calls.id }).from(calls).where(and(eq(calls.id, callId), eq(calls.recipientId, recipientId)));
  if (!call) throw notFound('We could not find that call.');
  await unskipCall(db, callId, now, { subscriberId });
}

/** The instant a pause "until <day>" ends: that day's midnight in her zone. Refused in the form's words when not after today or over a year ahead. */
export function pauseEndOf(until: string, zone: string, now: Date): Date {
  const day = DateTime.fromISO(until, { zone });
  if (!day.isValid) throw fieldError('until', PAUSE_MESSAGES.badDate);
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  if (day.startOf('day') <= today) throw fieldError('until', PAUSE_MESSAGES.notAfterToday);
  if (day.startOf('day') > today.plus({ days: 365 })) throw fieldError('until', PAUSE_MESSAGES.tooFar);
  return day.startOf('day').toJSDate();
}

/** Call History: what happened on each call, what was said, and the Moment or story it became. */
export async function listFamilyCalls(db: DbOrTx, subscriberId: string, opts: { recipientId?: string; limit?: number } = {}): Promise<FamilyCall[]> {
  const own = await db
    .select({ id: recipients.id, name: recipients.name })
    .from(recipients)
    .where(and(eq(recipients.subscriberId, subscriberId), opts.recipientId ? eq(recipients.id, opts.recipientId) : undefined));
  if (opts.recipientId && !own.length) throw notFound(RECIPIENT_NOT_FOUND);
  if (!own.length) return [];
  const names = new Map(own.map((r) => [r.id, r.name]));
  const rows = await db
    .select({
      call: calls,
      story: { id: stories.id, kind: stories.kind, title: stories.title, body: stories.body },
    })
    .from(calls)
    .leftJoin(stories, eq(stories.callId, calls.id))
    .where(
      and(
        inArray(calls.recipientId, [...names.keys()]),
        ne(calls.state, 'scheduled'),
        ne(calls.origin, 'test'),
        // A planned call brought forward by "Call now" happened as that call: it is not a skipped one.
        sql`not (${calls.state} = 'canceled' and coalesce(${calls.cancelReason}, '') = ${CALL_MOVED_TO_NOW})`,
      ),
    )
    // Newest first by the instant each entry shows (when she answered, else when it was due): real instants, whatever her zone.
    .orderBy(desc(sql`coalesce(${calls.answeredAt}, ${calls.dueAt})`), desc(calls.dueAt))
    .limit(Math.min(opts.limit ?? 50, 200));
  return rows.map(({ call: c, story }) => ({
    id: c.id,
    recipientId: c.recipientId,
    recipientName: names.get(c.recipientId) ?? '',
    state: c.state,
    kind: c.kind,
    dueAt: c.dueAt.toISOString(),
    answeredAt: c.answeredAt?.toISOString() ?? null,
    endedAt: c.endedAt?.toISOString() ?? null,
    durationSeconds: c.durationSeconds,
    // A part she kept private shows as one notice, never its words (decision 155).
    transcript: transcriptForFamily(c.transcript, c.keptPrivate),
    story: story?.id ? story : null,
    noteDeclined: c.noteDeclinedAt ? NOTE_DECLINED : null,
    alerts: alertsForFamily(c.flags, c),
    notPlacedReason: c.state === 'canceled' && c.cancelReason !== 'skipped' ? (NOT_PLACED_REASONS[c.cancelReason ?? '']?.(firstNameOf(names.get(c.recipientId) ?? '')) ?? NOT_PLACED_OTHERWISE) : null,
  }));
}
