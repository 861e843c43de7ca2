// The summaries domain's public surface: other domains and app.ts import only from here.
export { saidByRecipient } from './faithful.js';
export { createExtractiveSummarizer, summarizeExtractively } from './local.js';
export { type CallSummary, callSummarySchema, type Summarizer, type SummaryInput } from './port.js';
export { ensureStoryForCall, tooShortForAMoment } from './story-for-call.js';
