import type { CallChannel } from './channel.js';
import type { Dialogue } from './dialogue.js';
import { STOP_QUESTION } from './fixed-lines.js';
import type { SafetyGate } from './safety-gate.js';
import type { Speaker } from './speaker.js';
import type { TurnTaking } from './turn-taking.js';

/**
 * Keys on her phone, from the transport: 0 says the last sentence again, 9 asks whether she
 * wants the calls to stop (her yes is a confirmed opt-out, settled by the safety gate). 1 belongs
 * to the family-transfer ladder (calls/lifecycle), not to the conversation.
 */
export function pressKey(digit: string, call: { line: CallChannel; speaker: Speaker; dialogue: Dialogue; turns: TurnTaking; gate: SafetyGate }) {
  const { speaker, dialogue, gate } = call;
  if (digit === '0') {
    const again = (speaker.speaking ? speaker.playingNow : null) ?? speaker.lastSentence ?? speaker.playingNow;
    if (!again) return;
    interruptForKey(call);
    dialogue.say(again);
  } else if (digit === '9') {
    interruptForKey(call);
    gate.askedToStop();
    dialogue.say(STOP_QUESTION);
  }
}

/** A key cuts in like a barge-in: what is playing stops, a pending reply is dropped. */
function interruptForKey({ line, speaker, dialogue, turns }: Parameters<typeof pressKey>[1]) {
  dialogue.clearSilence();
  turns.forgetReply();
  dialogue.turn?.abort();
  if (speaker.speaking) line.clear();
  speaker.speaking = false;
}
