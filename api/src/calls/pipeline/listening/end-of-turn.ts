import { clauseOf, endsOnComparison, isFragment, mayBeLeadIn } from './clause.js';
import type { Contour } from './prosody.js';

/**
 * When is her turn over (issue 26)? Not one silence: the quiet that ends her turn follows what
 * her words, her voice and her habits say. All in ms of audio.
 *
 *   her words          her voice      the quiet that ends the turn
 *   complete           falling        `completeQuietMs`; `tellingQuietMs` once she has talked a
 *                                     while (a story: short gaps between sentences are not the end)
 *   complete           level/rising   `levelQuietMs` (a list, "and then…," said with words that look finished;
 *                                     a question, "…did you say?", is over whatever its pitch)
 *   maybe ("I know")   falling        `maybeQuietMs`
 *   maybe, level; unfinished          her rhythm: `pauseFactor` × the longest pause she went on from,
 *                                     between `incompleteQuietMs` and `longestQuietMs` (the ceiling until known)
 *
 *   a lead-in          falling        `leadInQuietMs`: the first breath of her turn is one short statement
 *   ("We married in 1956", "I grew up on a farm"); people open a story so and pause for the next
 *   words. Once she has given `briefAnswersToTrust` such short turns whole in this call (that many
 *   more for each lead-in she went on from), she is one who answers briefly: the usual wait.
 *
 * Her habits: each pause she went on from after a lead-in raises the lead-in wait to that pause
 * and some (`afterLeadInFactor`, up to `afterLeadInMaxMs`); every other wait keeps its length (a
 * blind round of 2026-11-27 measured the cost of raising them all: p50 1.06 -> 1.84 s). Each time
 * she went on just after the companion began (a false end), every wait grows by `falseEndExtraMs`,
 * up to `falseEndExtraMaxMs`: a slow speaker gets more room for the rest of the call.
 */
export const END_OF_TURN = {
  completeQuietMs: 600,
  tellingQuietMs: 1000,
  /** Speech in this turn after which she is telling something (ms of her voice). */
  tellingAfterMs: 2500,
  levelQuietMs: 1400,
  maybeQuietMs: 1200,
  incompleteQuietMs: 2700,
  ceilingQuietMs: 3200,
  /** A long-pauser's wait after an unfinished thought may grow to this. */
  longestQuietMs: 4500,
  pausesToAdapt: 2,
  pauseFactor: 1.3,
  leadInQuietMs: 2000,
  /** A subject or a topic with nothing said of it yet ("My neighbour across the road"): the wait after it. */
  fragmentQuietMs: 2600,
  briefAnswersToTrust: 3,
  afterLeadInFactor: 1.25,
  afterLeadInMaxMs: 2600,
  falseEndExtraMs: 250,
  falseEndExtraMaxMs: 750,
} as const;

export interface TurnSoFar {
  text: string;
  /** How her last stretch of voice ended. */
  contour: Contour;
  /** Her voice in this turn so far (ms). */
  speechMs: number;
  /** Pauses she went on from, this call and earlier ones (ms). */
  ownPausesMs: readonly number[];
  /** Times in this call she went on just after the companion began. */
  falseEnds: number;
  /** Stretches of her voice in this turn so far (1: no pause yet). */
  stretches?: number;
  /** Pauses she went on from after a lead-in, in this call (ms). */
  afterLeadInMs?: readonly number[];
  /** Short turns of hers in this call that were whole (she did not go on after the lead-in wait). */
  briefAnswers?: number;
}

/** The quiet (ms) that ends her turn now. */
export function quietToEnd(turn: TurnSoFar): number {
  const extra = Math.min(END_OF_TURN.falseEndExtraMaxMs, turn.falseEnds * END_OF_TURN.falseEndExtraMs);
  const clause = clauseOf(turn.text);
  if (clause === 'complete') {
    // "It was bigger", "much more modern": a comparison may have its "than…" still to come: a lead-in's wait, whatever her habits.
    if (endsOnComparison(turn.text)) return Math.max(leadInWait(turn), END_OF_TURN.leadInQuietMs) + extra;
    // A lead-in is never a question, and its wait is longer than a level voice's.
    if (isLeadIn(turn)) return leadInWait(turn) + extra;
    if (turn.contour === 'level' && !/\?["')\]]*$/.test(turn.text.trim())) return END_OF_TURN.levelQuietMs + extra;
    return (turn.speechMs >= END_OF_TURN.tellingAfterMs ? END_OF_TURN.tellingQuietMs : END_OF_TURN.completeQuietMs) + extra;
  }
  if (clause === 'maybe' && turn.contour !== 'level') return END_OF_TURN.maybeQuietMs + extra;
  return rhythmWait(turn.ownPausesMs) + extra;
}

/** Her turn so far may be the first breath of a longer one, and she has not shown she answers briefly. */
export function isLeadIn(turn: TurnSoFar): boolean {
  if ((turn.stretches ?? 1) > 1 || !mayBeLeadIn(turn.text)) return false;
  // "My husband", "The doctor at the clinic": a subject with nothing said of it yet is never taken as a brief answer.
  if (isFragment(turn.text)) return true;
  const wentOn = (turn.afterLeadInMs ?? []).length;
  const brief = (turn.briefAnswers ?? 0) >= END_OF_TURN.briefAnswersToTrust * (1 + wentOn);
  return !brief;
}

/** After a lead-in: `leadInQuietMs`, or the longest pause she went on from after one, and some. */
function leadInWait(turn: TurnSoFar): number {
  if (isFragment(turn.text)) return Math.max(END_OF_TURN.fragmentQuietMs, rhythmOf(turn.afterLeadInMs ?? []));
  const pauses = turn.afterLeadInMs ?? [];
  const habit = pauses.length ? Math.round(Math.max(...pauses) * END_OF_TURN.afterLeadInFactor) : 0;
  return Math.min(END_OF_TURN.afterLeadInMaxMs, Math.max(END_OF_TURN.leadInQuietMs, habit));
}

/** The longest pause she went on from after a lead-in, and some (0 when none). */
function rhythmOf(pauses: readonly number[]): number {
  return pauses.length ? Math.min(END_OF_TURN.longestQuietMs, Math.round(Math.max(...pauses) * END_OF_TURN.afterLeadInFactor)) : 0;
}

/** After an unfinished thought: the ceiling until her rhythm is known, then her own longest pause and some. */
export function rhythmWait(ownPausesMs: readonly number[]): number {
  if (ownPausesMs.length < END_OF_TURN.pausesToAdapt) return END_OF_TURN.ceilingQuietMs;
  const longest = Math.max(...ownPausesMs);
  return Math.min(END_OF_TURN.longestQuietMs, Math.max(END_OF_TURN.incompleteQuietMs, Math.round(longest * END_OF_TURN.pauseFactor)));
}

/** Her words so far look like the end: a reply may be prepared (never played before the turn is over). */
export function worthPreparing(turn: TurnSoFar): boolean {
  return clauseOf(turn.text) !== 'unfinished' && quietToEnd(turn) <= END_OF_TURN.afterLeadInMaxMs + END_OF_TURN.falseEndExtraMaxMs;
}
