import type { Logger } from '../lib/logger.js';
import { summarizeExtractively, withPassedOn } from './local.js';
import type { CallSummary, Summarizer, SummaryInput } from './port.js';

/**
 * The family always gets their Moment: when the language model is down or answers
 * nonsense, the faithful extractive summary is sent instead (and says so in `source`).
 */
export async function summarizeCall(
  summarizer: Summarizer,
  input: SummaryInput,
  logger: Logger,
): Promise<CallSummary & { source: 'brain' | 'extractive' }> {
  if (summarizer.kind === 'brain') {
    try {
      return { ...withPassedOn(await summarizer.summarize(input), input), source: 'brain' };
    } catch (err) {
      logger.warn({ err }, 'the language model could not summarise the call; using the extractive summary');
      return { ...summarizeExtractively(input), source: 'extractive' };
    }
  }
  return { ...(await summarizer.summarize(input)), source: 'extractive' };
}
