import { clauseOf } from './clause.js';
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
 * Each time she went on just after the companion began (a false end), every wait grows by
 * `falseEndExtraMs`, up to `falseEndExtraMaxMs`: a slow speaker gets more room for the rest of the call.
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
}

/** The quiet (ms) that ends her turn now. */
export function quietToEnd(turn: TurnSoFar): number {
  const extra = Math.min(END_OF_TURN.falseEndExtraMaxMs, turn.falseEnds * END_OF_TURN.falseEndExtraMs);
  const clause = clauseOf(turn.text);
  if (clause === 'complete') {
    if (turn.contour === 'level' && !/\?["')\]]*$/.test(turn.text.trim())) return END_OF_TURN.levelQuietMs + extra;
    return (turn.speechMs >= END_OF_TURN.tellingAfterMs ? END_OF_TURN.tellingQuietMs : END_OF_TURN.completeQuietMs) + extra;
  }
  if (clause === 'maybe' && turn.contour !== 'level') return END_OF_TURN.maybeQuietMs + extra;
  return rhythmWait(turn.ownPausesMs) + extra;
}

/** After an unfinished thought: the ceiling until her rhythm is known, then her own longest pause and some. */
export function rhythmWait(ownPausesMs: readonly number[]): number {
  if (ownPausesMs.length < END_OF_TURN.pausesToAdapt) return END_OF_TURN.ceilingQuietMs;
  const longest = Math.max(...ownPausesMs);
  return Math.min(END_OF_TURN.longestQuietMs, Math.max(END_OF_TURN.incompleteQuietMs, Math.round(longest * END_OF_TURN.pauseFactor)));
}

/** Her words so far look like the end: a reply may be prepared (never played before the turn is over). */
export function worthPreparing(turn: TurnSoFar): boolean {
  return clauseOf(turn.text) !== 'unfinished' && quietToEnd(turn) <= END_OF_TURN.levelQuietMs + END_OF_TURN.falseEndExtraMaxMs;
}
