import type { CallFlag, KeptPrivatePart, TranscriptLine } from '../../db/schema/index.js';
import { flagKeptPrivate, KEPT_PRIVATE_WORDS } from '../pipeline/understanding/her-say.js';

/**
 * After an alert, the next call asks kindly how she is (an open thread in her memory
 * profile, docs/safety-net.md). The question never repeats her words back to her and
 * never names a diagnosis: it opens the door and lets her tell it.
 */
const QUESTIONS: Record<string, { text: string; question: string }> = {
  fall: { text: 'had a fall on the last call', question: 'Last time you had a fall. How are you feeling now, are you getting about all right?' },
  'chest-pain': { text: 'had chest pain on the last call', question: 'Last time you were not feeling well in your chest. How are you feeling now?' },
  breathing: { text: 'had trouble breathing on the last call', question: 'Last time you were short of breath. How is your breathing now?' },
  stroke: { text: 'felt unwell on the last call', question: 'Last time you were not feeling yourself. How are you feeling now?' },
  fainting: { text: 'felt faint on the last call', question: 'Last time you were feeling faint. How are you feeling now?' },
  bleeding: { text: 'was hurt on the last call', question: 'Last time you had hurt yourself. How are you healing?' },
  'self-harm': { text: 'sounded very low on the last call', question: 'Last time you sounded very low. How are you feeling today? I am glad to hear your voice.' },
  intruder: { text: 'was frightened at home on the last call', question: 'Last time something at home frightened you. Are you feeling safe now?' },
  abuse: { text: 'was upset about how she is treated on the last call', question: 'Last time you told me something that upset you. Are you feeling safe now?' },
  overdose: { text: 'had a mix-up with medicine on the last call', question: 'Last time there was a mix-up with your medicine. How are you feeling now?' },
  medication: { text: 'had a mix-up with medicine on the last call', question: 'Last time there was a mix-up with your medicine. How are you feeling now?' },
  gas: { text: 'smelled gas at home on the last call', question: 'Last time you smelled gas at home. Is everything safe there now?' },
  fire: { text: 'had smoke or fire at home on the last call', question: 'Last time there was smoke at home. Is everything safe there now?' },
  cold: { text: 'was cold at home on the last call', question: 'Last time your home was very cold. Are you warm enough now?' },
  food: { text: 'had no food in on the last call', question: 'Last time you had no food in. Have you got something to eat now?' },
  scam: { text: 'was worried about money on the last call', question: 'Last time someone was after your money. Are you feeling all right about it now?' },
};

const DEFAULT = { text: 'something was wrong on the last call', question: 'Last time something was wrong. How are you feeling now?' };

export function followUpAfterAlert(flag: Pick<CallFlag, 'category'>): { text: string; question: string; source: 'alert' } {
  return { ...(QUESTIONS[flag.category] ?? DEFAULT), source: 'alert' };
}

/** The safety net's categories (api/src/calls/pipeline/safety/concern.ts), in the family's words. */
export const DISTRESS_CATEGORY: Record<string, string> = {
  fall: 'a fall',
  'chest-pain': 'chest pain',
  breathing: 'trouble breathing',
  stroke: 'signs of a stroke',
  confusion: 'confusion',
  'self-harm': 'thoughts of self-harm',
  intruder: 'someone unwelcome in the home',
  abuse: 'being mistreated',
  bleeding: 'bleeding',
  overdose: 'taking too much medicine',
  fainting: 'fainting',
  emergency: 'an emergency',
  medication: 'a mistake with medicine',
  gas: 'a smell of gas',
  fire: 'smoke or fire',
  smoke: 'smoke or fire',
  cold: 'a cold home',
  'cold-home': 'a cold home',
  'no-food': 'having no food',
  food: 'having no food',
  scam: 'a scam or someone after her money',
  financial: 'a scam or someone after her money',
  neglect: 'being neglected',
  wellbeing: 'a worry about how they are',
};

/** "a fall", "chest pain": what a finding may mean, in the family's words. */
export const concernWords = (category: string) => DISTRESS_CATEGORY[category] ?? category.replace(/[-_]/g, ' ');

/** A call on which something urgent was said: its summary is an incident report, never a keepsake. */
export const urgentFlags = (flags: CallFlag[]) => flags.filter((f) => f.kind === 'distress');

/**
 * Her words as the family may read them in an alert: when she said them in a part she asked to
 * keep private, only that a part was kept private (the concern itself still goes, decision 155).
 */
export function alertWords(flag: Pick<CallFlag, 'at' | 'utterance'>, call: { transcript: TranscriptLine[]; keptPrivate: KeptPrivatePart[] } | null | undefined): string | null {
  return call && flagKeptPrivate(flag, call.transcript, call.keptPrivate) ? null : flag.utterance;
}

/** An alert event's words (it carries no time: the flag it came from does). */
export function eventWords(event: { utterance: string; category: string }, call: { flags: CallFlag[]; transcript: TranscriptLine[]; keptPrivate: KeptPrivatePart[] }): string | null {
  const flag = call.flags.find((f) => f.utterance === event.utterance && f.category === event.category) ?? { at: '', utterance: event.utterance };
  return alertWords(flag, call);
}

/** What the family sees of a call's alerts (Call History): her words left out when she kept them private. */
export const alertsForFamily = (flags: CallFlag[], call?: { transcript: TranscriptLine[]; keptPrivate: KeptPrivatePart[] }) =>
  urgentFlags(flags).map((f) => ({ concern: concernWords(f.category), said: alertWords(f, call) ?? KEPT_PRIVATE_WORDS, at: f.at }));
