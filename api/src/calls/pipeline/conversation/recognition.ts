import type { TranscriptLine } from '../../../db/schema/index.js';
import type { CallPlan } from './call-plan.js';

/**
 * The recognition stage (decision 131): a call-back whose caller ID the carrier did not fully
 * attest (Twilio's StirVerstat is not TN-Validation-Passed-A) may come from anyone who can spoof
 * her number. Until she is recognised the companion says nothing of her or her family: a neutral
 * greeting asks who is calling; her answer must name her (her first name, the name she goes by)
 * or a detail her family gave (the name of one of her people or pets). Then the call goes on as
 * any call-back does; after two answers that do not, a neutral goodbye.
 */

/** What she may say to be recognised: the names she goes by and details her family gave. */
export interface RecognitionCues {
  /** Her first name, the name she is called by. */
  names: string[];
  /** Names of her people and pets, as her profile holds them. */
  details: string[];
}

/** Said first, instead of the opening: who we are, that the call is recorded, and a question. Nothing of her. */
export const RECOGNITION_GREETING = "Hello, you've reached Fondly, an AI companion, and this call is written down for your family. Before we chat, could you tell me your first name, please?";
export const RECOGNITION_ASK_AGAIN = "I'm sorry, I didn't catch that. Could you tell me your first name, or the name of someone in your family?";
/** Neither a name nor a detail: the call ends without a word about her (and a way to get help). */
export const NOT_RECOGNISED_GOODBYE = "I'm sorry, I can't place this call just now. If you need help urgently, please hang up and dial 911. Goodbye.";

/** Answers that do not recognise her before the companion says goodbye. */
const TRIES = 2;

/** Lower case, accents folded, letters and apostrophes only: "José" and "jose" are one word. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[^a-z']+/)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter(Boolean);
}

/** The words of a name that identify it (a name of one or two letters identifies nothing). */
const nameWords = (name: string) => words(name).filter((w) => w.length >= 3);

/**
 * Whether what she said recognises her: one of her names, or one of the details, said as a whole
 * word (or, for a name of several words, all of them in a row). "Margaret", "It's Margaret here",
 * "my daughter Susan" recognise; "Margarethe", "who is this?" or an empty line do not.
 */
export function recognises(heard: string, cues: RecognitionCues): boolean {
  const said = words(heard);
  if (!said.length) return false;
  return [...cues.names, ...cues.details].some((cue) => {
    const want = nameWords(cue);
    if (!want.length) return false;
    for (let i = 0; i + want.length <= said.length; i++) if (want.every((w, k) => said[i + k] === w)) return true;
    return false;
  });
}

/** The cues of a call's plan: the names she goes by, and the names of her people and pets. */
export function cuesOf(plan: Pick<CallPlan, 'recipientName' | 'fullName' | 'profile'>): RecognitionCues {
  const first = plan.fullName.trim().split(/\s+/)[0] ?? '';
  return {
    names: [...new Set([plan.recipientName, first, plan.profile.preferredName].filter((n) => n.trim()))],
    details: [...plan.profile.people.map((p) => p.name), ...plan.profile.pets.map((p) => p.name)].filter((n) => n.trim()),
  };
}

export type RecognitionVerdict = 'recognised' | 'ask-again' | 'give-up';

/** Whether the caller has been recognised yet, and what her next answer leads to. */
export class Recognition {
  private tries = 0;
  pending: boolean;

  /** `before`: the call's lines so far (a call carried on in another process may have recognised her already). */
  constructor(
    private readonly cues: RecognitionCues,
    before: readonly TranscriptLine[] = [],
  ) {
    this.pending = !before.some((l) => l.speaker === 'recipient' && recognises(l.text, cues));
  }

  hear(text: string): RecognitionVerdict {
    if (!this.pending) return 'recognised';
    if (recognises(text, this.cues)) {
      this.pending = false;
      return 'recognised';
    }
    this.tries++;
    return this.tries >= TRIES ? 'give-up' : 'ask-again';
  }
}
