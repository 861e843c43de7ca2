import { describe, expect, it } from 'vitest';
import { RECORDING_QUESTION } from '../../calls/pipeline/safety/index.js';
import type { TranscriptLine } from '../../db/schema/index.js';
import { CORPUS_NOW, corpusPlan } from './dialogue-corpus.js';
import { CompanionSession } from './local.js';

/** The companion's reply to her answer, after the recording question as the transcript keeps it. */
function replyTo(question: string, answer: string): string {
  const plan = corpusPlan({ mode: 'loneliness', topics: [] });
  const transcript: TranscriptLine[] = [
    { speaker: 'companion', text: plan.opening, at: '' },
    { speaker: 'recipient', text: "Yes, that's fine. Hello dear.", at: '' },
    { speaker: 'companion', text: question, at: '' },
    { speaker: 'recipient', text: answer, at: '' },
  ];
  return new CompanionSession(plan).respond({ transcript, phase: 'conversation', elapsedMs: 60_000, now: CORPUS_NOW });
}

// The speaker keeps a sentence her words cut off as its words and a dash (conversation/speaker.ts).
const cutAtItsEnd = `${RECORDING_QUESTION.replace(/[.!?…]+$/, '')}—`;
const cutInItsFirstSentence = 'And may I keep recordings of your voice from our chats, so your family can hear your stories in your own words—';

describe('her answer to the recording question (decision 154)', () => {
  it('is thanked for a yes after the whole question', () => {
    expect(replyTo(RECORDING_QUESTION, 'Yes, that would be lovely.')).toMatch(/^Thank you\. Your family will love hearing your voice\./);
  });

  it('is thanked for a yes that says "keep" ("Yes, you may keep them"), and "go ahead" is a yes too', () => {
    expect(replyTo(RECORDING_QUESTION, 'Yes, you may keep them.')).toMatch(/^Thank you\. Your family will love hearing your voice\./);
    expect(replyTo(RECORDING_QUESTION, 'Go ahead, dear.')).toMatch(/^Thank you\. Your family will love hearing your voice\./);
    expect(replyTo(RECORDING_QUESTION, "No, don't keep them.")).toMatch(/^Of course\. I won't keep any recordings of your voice\./);
  });

  it('is thanked for a yes said over the end of the question, as people answer', () => {
    expect(replyTo(cutAtItsEnd, 'Yes, that would be lovely.')).toMatch(/^Thank you\. Your family will love hearing your voice\./);
    expect(replyTo(cutInItsFirstSentence, 'Yes, please.')).toMatch(/^Thank you\. Your family will love hearing your voice\./);
  });

  it('is told plainly nothing is kept for a no said over it', () => {
    expect(replyTo(cutAtItsEnd, "No, I'd rather not.")).toMatch(/^Of course\. I won't keep any recordings of your voice\./);
  });

  it('is not taken for an answer to it when another line was cut off', () => {
    expect(replyTo('How have you been sleeping—', 'Yes, that would be lovely.')).not.toMatch(/recordings|hearing your voice/);
  });
});
