import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { alertsForFamily } from '../calls/lifecycle/after-alert.js';
import type { DbOrTx } from '../db/client.js';
import { alertResolutions, calls, recipients, schedules, subscribers } from '../db/schema/index.js';
import { DEFAULT_TIME_ZONE } from '@fondly/contract/onboarding';
import { ALERT_MESSAGES, type OpenAlert, type resolveAlertSchema } from '@fondly/contract/account';
import { AppError, notFound } from '../lib/errors.js';
import { LADDER_OUTCOME, recordAlertResolution, whoWasPhoned, whoWasTexted, whoWasTold } from '../notifications/index.js';
import type { z } from 'zod';

/** How far back an unresolved alert stays at the top of the dashboard. */
const OPEN_FOR_DAYS = 30;

/** The dashboard's open alerts: calls of my loved ones with an urgent alert that nobody marked resolved. */
export async function listOpenAlerts(db: DbOrTx, subscriberId: string, now: Date): Promise<OpenAlert[]> {
  const rows = await db
    .select({ call: calls, name: recipients.name, timeZone: schedules.timeZone })
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
    .leftJoin(alertResolutions, eq(alertResolutions.callId, calls.id))
    .where(
      and(
        eq(recipients.subscriberId, subscriberId),
        sql`${alertResolutions.callId} is null`,
        sql`${calls.flags} @> '[{"kind":"distress"}]'::jsonb`,
        sql`${calls.origin} <> 'test'`,
        gte(calls.dueAt, new Date(now.getTime() - OPEN_FOR_DAYS * 86_400_000)),
      ),
    )
    .orderBy(desc(calls.dueAt))
    .limit(20);
  const alerts: OpenAlert[] = [];
  for (const { call, name, timeZone } of rows) {
    const told = [...new Set([...(await whoWasTold(db, call.id)).map((t) => t.name || t.email), ...(await whoWasTexted(db, call.id)).map((t) => t.name)])];
    const [first] = alertsForFamily(call.flags, call);
    const phoned = (await whoWasPhoned(db, call.id)).map((r) => ({ name: r.memberName, outcome: LADDER_OUTCOME[r.status] }));
    if (first) alerts.push({ callId: call.id, recipientId: call.recipientId, recipientName: name, timeZone: timeZone ?? DEFAULT_TIME_ZONE, ...first, told, phoned });
  }
  return alerts;
}

/** A family member marks an alert resolved, with a note; another family's call is not found. */
export async function resolveAlert(db: DbOrTx, subscriberId: string, callId: string, input: z.output<typeof resolveAlertSchema>, now: Date) {
  const [row] = await db
    .select({ call: calls, by: subscribers.name })
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .innerJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
    .where(and(eq(calls.id, callId), eq(recipients.subscriberId, subscriberId)));
  if (!row || !alertsForFamily(row.call.flags).length) throw notFound(ALERT_MESSAGES.notFound);
  const saved = await recordAlertResolution(db, { callId, subscriberId, resolvedBy: row.by, note: input.note, resolvedAt: now });
  if (!saved) throw new AppError(409, 'conflict', ALERT_MESSAGES.alreadyResolved);
  return { callId, resolvedBy: saved.resolvedBy, note: saved.note, resolvedAt: saved.resolvedAt.toISOString() };
}

