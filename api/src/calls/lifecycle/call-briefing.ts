import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { callMemories, calls, recipients, schedules, subscribers } from '../../db/schema/index.js';
import { buildCallPlan, describeNextCall, type CallPlan, type Memory } from '../pipeline/conversation/call-plan.js';
import { loadProfile } from '../pipeline/memory/index.js';
import { attested, callBackOpening } from './call-backs.js';
import { mayMeasureLoneliness } from './loneliness.js';
import type { CallRow } from './state-machine.js';

/**
 * What the companion knows going into a call: her name and the family's, the topics and
 * instructions chosen for her, what earlier calls taught (summaries, questions asked, her
 * profile), when the next call is, and whether her own consent is still to be asked.
 */
export interface CallBriefing {
  plan: CallPlan;
  call: CallRow;
  /** Her pauses kept from earlier calls, to seed the listener's sense of her rhythm. */
  pausesMs: number[];
}

/** Builds the call's plan from the schedule, the family's choices and what earlier calls taught. */
export async function briefingFor(deps: AppDeps, callId: string): Promise<CallBriefing | null> {
  const db = deps.database.db;
  const [row] = await db
    .select({ call: calls, recipient: recipients, subscriber: subscribers, schedule: schedules })
    .from(calls)
    .innerJoin(recipients, eq(recipients.id, calls.recipientId))
    .innerJoin(subscribers, eq(subscribers.id, recipients.subscriberId))
    .leftJoin(schedules, eq(schedules.recipientId, recipients.id))
    .where(eq(calls.id, callId));
  if (!row) return null;
  const now = deps.now();
  const memories = await db
    .select()
    .from(callMemories)
    .where(eq(callMemories.recipientId, row.recipient.id))
    .orderBy(desc(callMemories.createdAt))
    .limit(300);
  const { profile } = await loadProfile(db, row.recipient.id);
  const memory: Memory = {
    summaries: memories.filter((m) => m.kind === 'summary').map((m) => m.text),
    askedQuestions: memories.filter((m) => m.kind === 'question').map((m) => m.text),
    profile,
  };
  const [next] = await db
    .select({ dueAt: calls.dueAt })
    .from(calls)
    .where(and(eq(calls.recipientId, row.recipient.id), eq(calls.state, 'scheduled'), gt(calls.dueAt, now)))
    .orderBy(asc(calls.dueAt))
    .limit(1);
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(calls).where(and(eq(calls.recipientId, row.recipient.id), eq(calls.state, 'completed')))) as [{ n: number }];
  const isTest = row.call.origin === 'test';
  const plan = buildCallPlan({
    callId,
    recipientName: row.recipient.name,
    subscriberName: isTest ? 'the Fondly team' : row.subscriber.name.split(/\s+/)[0]!,
    agentType: row.recipient.agentType,
    voice: row.recipient.voice,
    timeZone: row.schedule?.timeZone ?? 'America/New_York',
    topics: row.recipient.topics,
    specialInstructions: row.recipient.specialInstructions,
    memory,
    nextCallLine: isTest ? 'Thank you for testing Fondly.' : describeNextCall(next?.dueAt ?? null, row.schedule?.timeZone ?? 'America/New_York', now),
    callNumber: n,
  });
  // A test call is short: the check-in and one topic question.
  if (isTest) plan.targetMinutes = 0;
  // Her own agreement is asked on her first real call (the family's consent is already on record).
  plan.askConsent = !isTest && n === 0 && !(await herConsentOnRecord(db, row.recipient.id));
  // Whether her voice may be kept is asked beside it, and on a later call while she has not answered (docs/recordings.md).
  plan.askRecordingConsent = !isTest && row.call.origin !== 'inbound' && row.recipient.recordingConsent === null;
  // She rang us: the companion answers her, it does not introduce a call.
  if (row.call.origin === 'inbound') {
    plan.opening = callBackOpening(plan.recipientName);
    // Her number, but not vouched for by the carrier: nothing of her until she is recognised (decision 131).
    plan.recognise = !attested(row.call.callerVerification);
  }
  // The loneliness questions: once a calendar month at most, never on her consent call or after an alert (decision 156).
  plan.measureLoneliness = await mayMeasureLoneliness(db, row.call, plan, now);
  return { plan, call: row.call, pausesMs: row.recipient.pausesMs };
}

/** She said yes on an earlier call (a consent flag on one of her calls). */
async function herConsentOnRecord(db: DbOrTx, recipientId: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.recipientId, recipientId), sql`${calls.flags} @> '[{"kind":"consent"}]'::jsonb`))
    .limit(1);
  return !!hit;
}
