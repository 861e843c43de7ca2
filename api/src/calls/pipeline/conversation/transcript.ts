import type { TranscriptLine, TurnLatency } from '../../../db/schema/index.js';
import { isBackchannel } from '../safety/index.js';

/**
 * What was said on the call, in time order, each line handed to its owner as it is said (so a
 * crash loses nothing); the end waits for the lines still being saved.
 */
export class Transcript {
  private readonly said: TranscriptLine[] = [];
  private readonly writes = new Set<Promise<unknown>>();

  constructor(
    private readonly save: (line: TranscriptLine) => Promise<void> | void,
    private readonly onError: (err: unknown) => void,
    earlier: readonly TranscriptLine[] = [],
  ) {
    this.said.push(...earlier);
  }

  get lines(): readonly TranscriptLine[] {
    return this.said;
  }

  add(speaker: TranscriptLine['speaker'], text: string, at: string, latency?: TurnLatency) {
    const line: TranscriptLine = latency ? { speaker, text, at, latency } : { speaker, text, at };
    // Kept in time order: a companion line is stamped when it began, though recorded when it ends.
    let i = this.said.length;
    while (i > 0 && this.said[i - 1]!.at > at) i--;
    this.said.splice(i, 0, line);
    const write = Promise.resolve(this.save(line)).catch(this.onError);
    this.writes.add(write);
    void write.finally(() => this.writes.delete(write));
  }

  /** Resolves once every line said so far is saved (or failed to be). */
  async saved(): Promise<void> {
    await Promise.allSettled([...this.writes]);
  }

  /** She has said something on this call. */
  get sheSpoke(): boolean {
    return this.said.some((l) => l.speaker === 'recipient');
  }

  /**
   * A real exchange has happened: she answered the companion at least twice. An answering
   * machine's greeting is one utterance; a verdict of "machine" after this is wrong.
   */
  get hadExchange(): boolean {
    let turns = 0;
    let companionSpoke = false;
    for (const l of this.said) {
      if (l.speaker === 'companion') companionSpoke = true;
      else if (companionSpoke && !isBackchannel(l.text)) {
        turns++;
        companionSpoke = false;
      }
    }
    return turns >= 2;
  }

  /** "Sorry, I lost you for a moment." and the last question again, if the companion had asked one. */
  resumeLine(): string {
    const last = [...this.said].reverse().find((l) => l.speaker === 'companion')?.text ?? '';
    // The last question, even with a short instruction after it ("…in your own words? Just say yes or no.").
    const question = /([^.!?—]*\?)(\s+[^?]{0,40})?$/.exec(last)?.[1]?.trim();
    return `Sorry, I lost you for a moment.${question ? ` ${question}` : ''}`;
  }
}
