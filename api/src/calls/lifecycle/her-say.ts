import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { calls, type KeptPrivatePart, type TranscriptLine } from '../../db/schema/index.js';
import { summarizeExtractively } from '../../summaries/local.js';
import type { SummaryInput } from '../../summaries/port.js';
import type { CallPlan } from '../pipeline/conversation/call-plan.js';
import type { ConversationOptions } from '../pipeline/conversation/terms.js';
import { keptForFamily } from '../pipeline/understanding/her-say.js';
import type { CallRow } from './state-machine.js';

/**
 * Where a call keeps her say over what the family reads (decision 155): the parts she asked to
 * keep private and her no to this call's note are saved on the call as soon as she says them;
 * the note she may hear is made from the call so far, the private parts left out.
 */
export function herSayHooks(deps: AppDeps, call: CallRow, plan: CallPlan): NonNullable<ConversationOptions['herSay']> {
  const db = deps.database.db;
  return {
    keepPrivate: async (parts: KeptPrivatePart[]) => {
      await db.update(calls).set({ keptPrivate: parts }).where(eq(calls.id, call.id));
    },
    declineNote: async () => {
      await db.update(calls).set({ noteDeclinedAt: deps.now() }).where(eq(calls.id, call.id));
    },
    readNote: async (lines: TranscriptLine[], parts: KeptPrivatePart[]) => {
      const transcript = keptForFamily(lines, parts);
      if (transcript.filter((l) => l.speaker === 'recipient').length < 2) return null;
      const input: SummaryInput = { kind: call.kind, recipientName: plan.recipientName, calledBy: plan.recipientName, transcript, durationSeconds: null };
      const summary = await deps.providers.summarizer.summarize(input).catch(() => summarizeExtractively(input));
      return summary.body.replace(/\s+/g, ' ').trim() || null;
    },
  };
}
