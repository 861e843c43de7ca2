import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import { notificationEvents } from '../db/schema/index.js';
import { addToOutbox } from '../mail/index.js';
import { startWakeableLoop } from '../lib/wakeable-loop.js';
import type { Worker } from '../context.js';
import { NOTIFICATION_CHANNEL, type NotificationEvent } from './events.js';
import { renderers } from './renderers/index.js';
import { addAlertTexts, sendPendingTexts } from './alert-texts.js';
import { addAlertCalls, advanceAlertCalls } from '../calls/lifecycle/alert-calls.js';
import { NothingToSend, type EventRenderer } from './renderers/context.js';

type EventRow = typeof notificationEvents.$inferSelect;

function eventOf(row: EventRow): NotificationEvent {
  return { ...row.payload, type: row.type } as NotificationEvent;
}

/**
 * Turns one event into outbox mails, once. Slow, repeatable work (summary, PDF) runs first,
 * outside any transaction; then, holding the event's row lock, the mails are written and
 * the event is marked expanded in one transaction. Another worker holding the same event
 * skips it (SKIP LOCKED); one that comes later finds it expanded.
 */
export async function expandEvent(deps: AppDeps, row: EventRow): Promise<'expanded' | 'skipped' | 'nothing' | 'failed'> {
  const db = deps.database.db;
  const event = eventOf(row);
  const renderer = renderers()[event.type] as EventRenderer<typeof event.type> | undefined;
  const finishWithout = async (reason: string) => {
    await db.update(notificationEvents).set({ expandedAt: deps.now(), lastError: reason }).where(eq(notificationEvents.id, row.id));
    deps.logger.warn({ eventId: row.id, type: row.type, reason }, 'notification has nothing to send');
    return 'nothing' as const;
  };
  if (!renderer) return finishWithout(`no mail for events of type ${row.type}`);
  try {
    await renderer.prepare?.(deps, event as never);
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: notificationEvents.id })
        .from(notificationEvents)
        .where(and(eq(notificationEvents.id, row.id), isNull(notificationEvents.expandedAt)))
        .for('update', { skipLocked: true });
      if (!locked) return 'skipped' as const;
      const now = deps.now();
      const mails = await renderer.render({ tx, deps, eventId: row.id, now }, event as never);
      await addToOutbox(
        tx,
        mails.map((m) => ({ ...m, eventId: row.id, priority: row.priority })),
        now,
      );
      // An urgent alert also goes by text to every member who gave a mobile number, and by phone down the ladder.
      if (event.type === 'distress-alert') {
        await addAlertTexts(tx, row.id, event);
        await addAlertCalls(tx, row.id, event);
      }
      await tx.update(notificationEvents).set({ expandedAt: now, lastError: null }).where(eq(notificationEvents.id, row.id));
      return 'expanded' as const;
    });
  } catch (err) {
    if (err instanceof NothingToSend) return finishWithout(err.message);
    // Anything else (a database blip) is left for the next pass.
    const message = err instanceof Error ? err.message : String(err);
    await db.update(notificationEvents).set({ lastError: message.slice(0, 2000) }).where(eq(notificationEvents.id, row.id)).catch(() => {});
    deps.logger.error({ err, eventId: row.id, type: row.type }, 'could not expand a notification');
    return 'failed';
  }
}

/**
 * Alerts have a lane of their own: distress, opt-out, sign-in links and missed calls
 * (priority below 5) are never stuck behind a call summary waiting for the language model.
 */
export type EventLane = 'urgent' | 'bulk' | 'all';
const URGENT_BELOW = 5;

/** One pass over waiting events of a lane, highest priority first. Returns how many it dealt with (failures wait for the next poll). */
export async function expandPendingEvents(deps: AppDeps, opts: { limit?: number; lane?: EventLane } = {}): Promise<number> {
  const lane = opts.lane ?? 'all';
  const rows = await deps.database.db
    .select()
    .from(notificationEvents)
    .where(
      and(
        isNull(notificationEvents.expandedAt),
        // An event may wait for its moment (the finish-setup mail, an hour after payment).
        sql`(${notificationEvents.payload}->>'sendAfter' is null or (${notificationEvents.payload}->>'sendAfter')::timestamptz <= ${deps.now().toISOString()}::timestamptz)`,
        lane === 'urgent' ? lt(notificationEvents.priority, URGENT_BELOW) : lane === 'bulk' ? gte(notificationEvents.priority, URGENT_BELOW) : undefined,
      ),
    )
    .orderBy(asc(notificationEvents.priority), asc(notificationEvents.id))
    .limit(opts.limit ?? 20);
  let done = 0;
  for (const row of rows) if ((await expandEvent(deps, row)) !== 'failed') done++;
  // Alert texts and calls go straight after their alert is expanded (texts are retried, the phone ladder moves on, on every urgent pass).
  if (lane !== 'bulk') {
    await sendPendingTexts(deps);
    await advanceAlertCalls(deps);
  }
  return done;
}

/** Two loops, urgent and bulk, both woken by NOTIFY from enqueueNotification and polling as a safety net. */
export async function startNotificationWorker(deps: AppDeps, opts: { pollMs?: number; batchSize?: number } = {}): Promise<Worker & { wake(): void }> {
  const batchSize = opts.batchSize ?? 20;
  const loops = await Promise.all(
    (['urgent', 'bulk'] as const).map((lane) =>
      startWakeableLoop(deps, {
        name: `notifications-${lane}`,
        channel: NOTIFICATION_CHANNEL,
        pollMs: opts.pollMs ?? 5_000,
        pass: async () => (await expandPendingEvents(deps, { limit: batchSize, lane })) >= batchSize,
      }),
    ),
  );
  return {
    name: 'notifications',
    wake: () => loops.forEach((l) => l.wake()),
    stop: async () => {
      await Promise.all(loops.map((l) => l.stop()));
    },
  };
}
