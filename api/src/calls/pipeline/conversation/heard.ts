import type { ChannelEvent } from './channel.js';
import type { TurnClock } from './terms.js';

/**
 * The transcriber stage, as the conversation receives it. Her audio is transcribed on the line
 * (listening/listener.ts sends it to the call's TranscriptionStream, ports/transcriber.ts); what
 * arrives here is her words with when her speech ended and when they came back, or `unheard`
 * when no transcriber could make them out (then she is asked again, kindly).
 *
 * The turn's clock starts from the end of her speech: what the transcript, the decision, the
 * first token, the first audio and the first sentence each took is stored on the reply's line.
 */
export function heardAt(timing: Extract<ChannelEvent, { type: 'speech' }>['timing'], now: number): TurnClock | null {
  if (!timing) return null;
  const speechEnd = now - timing.speechEndedAgoMs;
  return {
    speechEnd,
    latency: { transcript: Math.max(0, timing.transcriptAt - speechEnd), decided: now - speechEnd, firstToken: null, firstAudio: null, firstSentencePlayed: null },
  };
}
