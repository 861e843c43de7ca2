import type { KeptPrivatePart, TranscriptLine } from '../../../db/schema/index.js';
import { asksToReadNote, declinesNote, extendPart, isPlainNo, keepPrivateIn, NOTE_READ_OUT, partCovered } from '../understanding/her-say.js';
import type { Transcript } from './transcript.js';

/** What she hears when she asks to hear this call's note before it goes, and what comes of her answer. */
export const NOTE_QUESTION = 'Shall I send that, or would you rather I didn\'t?';
export const NOTE_NOTHING_YET = "There isn't much in it yet, so there's nothing to read you. Whatever you tell me to keep private stays out of it.";
export const noteDeclinedLine = (family: string) => `Of course. I won't send a note to ${family} about today's call. They'll only see that you asked me not to.`;
export const NOTE_KEPT = "Lovely, I'll send it just as I read it.";

/**
 * Her say over what the family reads (docs/decisions/155-her-say.md), as the call hears it: a
 * request to keep something private marks the part it covers at once (saved on the call, so no
 * Moment, story, profile or alert text is made from it); the companion's own words for it are the
 * brain's. She may ask to hear this call's note and say no to it: that is answered here.
 */
export class HerSay {
  private readonly parts: KeptPrivatePart[] = [];
  /** A part she announced ("Can I tell you something between us?"): her next turn goes into it. */
  private announced: number | null = null;
  /** The note was read to her: her next words say whether it goes. */
  private offered = false;
  private declined = false;
  private readonly writes = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: {
      transcript: Transcript;
      /** Who reads the notes, as she would call them ("Sarah", "your family"). */
      family: string;
      /** Saves the parts kept private on the call (all of them, each time). */
      keepPrivate?: (parts: KeptPrivatePart[]) => Promise<void>;
      /** This call's note as it stands (private parts left out), or null when there is nothing yet. */
      readNote?: (lines: TranscriptLine[], keptPrivate: KeptPrivatePart[]) => Promise<string | null>;
      /** She asked that this call's note not be sent. */
      declineNote?: () => Promise<void>;
      onError: (err: unknown) => void;
    },
    earlier: readonly KeptPrivatePart[] = [],
  ) {
    this.parts.push(...earlier);
  }

  /**
   * Her words, already in the transcript. Marks what she asked to keep private; returns the line
   * this stage says in reply (her note read to her, her no to it heard), or null when the
   * dialogue answers as usual.
   */
  hear(text: string): { line: string | (() => string); before?: Promise<unknown> } | null {
    const lines = this.deps.transcript.lines;
    const at = [...lines].reverse().find((l) => l.speaker === 'recipient')?.at ?? '';
    let changed = false;
    if (this.announced !== null) {
      this.parts[this.announced] = extendPart(this.parts[this.announced]!, at);
      this.announced = null;
      changed = true;
    }
    const request = keepPrivateIn(text);
    if (request) {
      const part = partCovered(lines, request);
      if (part) {
        this.parts.push(part);
        if (request.covers === 'after') this.announced = this.parts.length - 1;
        changed = true;
      }
    }
    if (changed) this.save();
    if (request) return null;
    if (this.offered) {
      this.offered = false;
      if (isPlainNo(text) || declinesNote(text)) return this.decline();
      if (/^\s*(?:oh,? |well,? )?(?:yes|yeah|yep|ok(?:ay)?|alright|all right|fine|that'?s fine|go on|send it|that'?s lovely|lovely|sure)\b/i.test(text)) return { line: NOTE_KEPT };
    }
    if (declinesNote(text)) return this.decline();
    if (asksToReadNote(text) && this.deps.readNote) return this.read();
    return null;
  }

  /** The parts kept private so far. */
  get keptPrivate(): KeptPrivatePart[] {
    return this.parts.map((p) => ({ ...p }));
  }

  /** She said no to this call's note. */
  get noteDeclined(): boolean {
    return this.declined;
  }

  /** Resolves once every mark and her no are saved (or failed to be): the call's outputs are made after. */
  async saved(): Promise<void> {
    await Promise.allSettled([...this.writes]);
  }

  private track(write: Promise<unknown> | undefined) {
    if (!write) return undefined;
    const w = write.catch(this.deps.onError);
    this.writes.add(w);
    void w.finally(() => this.writes.delete(w));
    return w;
  }

  private decline() {
    this.declined = true;
    const declined = this.track(this.deps.declineNote?.());
    return { line: noteDeclinedLine(this.deps.family), before: declined };
  }

  private read() {
    let note: string | null = null;
    const ready = this.deps.readNote!([...this.deps.transcript.lines], this.keptPrivate)
      .then((n) => void (note = n))
      .catch(this.deps.onError);
    return {
      before: ready,
      line: () => {
        if (!note) return NOTE_NOTHING_YET;
        this.offered = true;
        return `${NOTE_READ_OUT} ${this.deps.family} about today: ${note} ${NOTE_QUESTION}`;
      },
    };
  }

  private save() {
    this.track(this.deps.keepPrivate?.(this.keptPrivate));
  }
}
