import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { calls } from '../../db/schema/index.js';
import { claimStuckCalls } from './claims.js';
import { transitionCall } from './state-machine.js';

/**
 * Calls stuck in dialing, ringing or in progress past their deadline (a worker died, an
 * event was lost): the provider's own record decides how they ended.
 */
export async function reconcileStuckCalls(deps: AppDeps, runsHere: (callId: string) => boolean, workerId: string, limit = 50): Promise<number> {
  const db = deps.database.db;
  const now = deps.now();
  const stuck = await claimStuckCalls(db, workerId, now, limit);
  for (const call of stuck) {
    // A conversation this process still runs is not stuck, just long: the cap ends it.
    if (runsHere(call.id)) continue;
    const record = call.providerCallId ? await deps.providers.telephony.fetchCall(call.providerCallId).catch(() => null) : null;
    const at = deps.now();
    const note = 'reconciled with provider';
    if (!record) {
      // The provider never heard of it, or forgot: it cannot be live.
      const hadConversation = call.transcript.some((l) => l.speaker === 'recipient');
      await transitionCall(db, call.id, hadConversation ? 'completed' : 'failed', {
        at,
        note: 'reconciled: no provider record',
        ...(hadConversation ? {} : { patch: { failureReason: 'call lost (no provider record)' } }),
      });
      continue;
    }
    const answeredMachine = record.answeredBy?.startsWith('machine') ?? false;
    switch (record.status) {
      case 'completed':
        await transitionCall(db, call.id, answeredMachine ? 'voicemail' : 'completed', { at, note, patch: { durationSeconds: record.durationSeconds ?? 0 } });
        break;
      case 'busy':
        await transitionCall(db, call.id, 'busy', { at, note });
        break;
      case 'no-answer':
        await transitionCall(db, call.id, 'no_answer', { at, note });
        break;
      case 'failed':
      case 'canceled':
        await transitionCall(db, call.id, 'failed', { at, note, patch: { failureReason: `provider: ${record.status}` } });
        break;
      default: {
        // Still live at the provider but nobody here runs it: hang up rather than leave someone on a dead line.
        const answered = call.answeredAt !== null;
        if (!answered && at.getTime() - (call.dialedAt?.getTime() ?? at.getTime()) < 5 * 60_000) {
          await db.update(calls).set({ deadlineAt: new Date(at.getTime() + 60_000) }).where(eq(calls.id, call.id));
          break;
        }
        await deps.providers.telephony.hangup(call.providerCallId!).catch(() => undefined);
        await transitionCall(db, call.id, answered ? 'completed' : 'failed', {
          at,
          note: 'reconciled: hung up an orphaned call',
          ...(answered ? {} : { patch: { failureReason: 'orphaned call' } }),
        });
      }
    }
  }
  return stuck.length;
}
