import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { listenUrlFor } from './links.js';
import type { AppDeps } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { calls, recipients, stories, voiceClips, type RecordedTurn } from '../db/schema/index.js';
import { RECORDING_RATE, type HerTurnAudio } from '../calls/pipeline/listening/recording.js';
import { isKeptPrivate } from '../calls/pipeline/understanding/her-say.js';
import type { FileStore } from '../lib/file-store.js';
import { encodeMp3 } from './mp3.js';

const DAY_MS = 24 * 60 * 60_000;
/** A call's raw turns wait for its Moment at most this long; the sweep deletes what is left. */
const RAW_KEPT_MS = DAY_MS;

/** Her recordings live in the file store the family's photos use (lib/file-store.ts), under keys of their own. */
export function storeOf(deps: AppDeps): FileStore {
  return deps.providers.files;
}

/** A call's raw turns, and one passage: keys of our own making, never hers (the file store's one folder level). */
export const rawKey = (callId: string) => `voice-calls/${callId}`;
export const passageKey = (clipId: string) => `voice-passages/${clipId}`;

/** Her answer to the recording question: 'yes', 'no', or null (not asked yet). */
export async function recordingConsentOf(deps: AppDeps, recipientId: string, db: DbOrTx = deps.database.db): Promise<'yes' | 'no' | null> {
  const [row] = await db.select({ consent: recipients.recordingConsent }).from(recipients).where(eq(recipients.id, recipientId));
  return row?.consent ?? null;
}

/**
 * At the hang-up: her turns of this call, kept raw until its Moment or story is made, and only
 * if she said yes to being recorded (an answer given on this very call counts: it is on her
 * record by now). Without her yes nothing is written. Returns what was kept.
 */
export async function keepCallRecording(
  deps: AppDeps,
  call: { id: string; recipientId: string },
  turns: readonly HerTurnAudio[],
  db: DbOrTx = deps.database.db,
): Promise<{ kept: number; bytes: number }> {
  if (!turns.length) return { kept: 0, bytes: 0 };
  const [her] = await db.select({ consent: recipients.recordingConsent, subscriberId: recipients.subscriberId }).from(recipients).where(eq(recipients.id, call.recipientId));
  if (her?.consent !== 'yes') return { kept: 0, bytes: 0 };
  const total = turns.reduce((n, t) => n + t.pcm.length, 0);
  const pcm = new Int16Array(total);
  const placed: RecordedTurn[] = [];
  let at = 0;
  for (const t of turns) {
    pcm.set(t.pcm, at);
    placed.push({ text: t.text, startMs: Math.round((at / RECORDING_RATE) * 1000), endMs: Math.round(((at + t.pcm.length) / RECORDING_RATE) * 1000) });
    at += t.pcm.length;
  }
  const bytes = new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const key = rawKey(call.id);
  await storeOf(deps).put(key, bytes, 'audio/L16;rate=8000');
  const now = deps.now();
  await db.insert(voiceClips).values({
    callId: call.id,
    recipientId: call.recipientId,
    subscriberId: her.subscriberId,
    kind: 'call',
    turns: placed,
    storageKey: key,
    mime: 'audio/L16;rate=8000',
    durationMs: Math.round((total / RECORDING_RATE) * 1000),
    bytes: bytes.byteLength,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RAW_KEPT_MS),
  });
  return { kept: turns.length, bytes: bytes.byteLength };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The turn of hers a quote comes from: the turn whose words hold the quote's words in order,
 * else the one sharing most of its words (a summary may tidy a quote), if most are shared.
 */
export function turnOfQuote(quote: string, turns: readonly RecordedTurn[]): number {
  const q = words(quote);
  if (!q.length) return -1;
  const needle = ` ${q.join(' ')} `;
  const exact = turns.findIndex((t) => ` ${words(t.text).join(' ')} `.includes(needle));
  if (exact >= 0) return exact;
  let best = -1;
  let bestShare = 0;
  turns.forEach((t, i) => {
    const have = new Set(words(t.text));
    const share = q.filter((w) => have.has(w)).length / q.length;
    if (share > bestShare) [best, bestShare] = [i, share];
  });
  return bestShare >= 0.6 ? best : -1;
}

const normalised = (text: string) => ` ${words(text).join(' ')} `;

/**
 * Her recorded turns without those she said inside a part she kept private: a turn goes when its
 * words lie within a private line of hers, or hold one (the line and the turn are the same words,
 * heard once by the listener and once by the transcript). Gone turns keep their places, so the
 * audio offsets of the others still hold.
 */
async function turnsForFamily(db: DbOrTx, callId: string, turns: readonly RecordedTurn[]): Promise<RecordedTurn[]> {
  const [call] = await db.select({ transcript: calls.transcript, keptPrivate: calls.keptPrivate }).from(calls).where(eq(calls.id, callId));
  if (!call?.keptPrivate.length) return [...turns];
  const privateLines = call.transcript
    .filter((l, i) => l.speaker === 'recipient' && isKeptPrivate(call.transcript, i, call.keptPrivate))
    .map((l) => normalised(l.text))
    .filter((t) => t.trim());
  return turns.map((t) => {
    const turn = normalised(t.text);
    return privateLines.some((line) => line.includes(turn) || turn.includes(line)) ? { ...t, text: '' } : t;
  });
}

/** What a Moment or story has of her voice. */
export type VoiceOfCall =
  | { state: 'kept'; passages: Array<{ id: string; quote: string; quoteIndex: number; durationMs: number; bytes: number; expiresAt: Date }> }
  /** She said no to being recorded (or her answer was not a clear yes). */
  | { state: 'declined' }
  /** Nothing to play: she has not been asked yet, the line carried no audio, or no quote was found in her turns. */
  | { state: 'none' };

/**
 * When the Moment or story is made: the passage each quote comes from is cut from the call's
 * raw turns, encoded for the web and kept until the retention runs out; the raw turns are then
 * deleted (what no Moment quotes is not kept). Made once: a second run finds the passages.
 */
export async function keepQuotedPassages(deps: AppDeps, callId: string, recipientId: string, quotes: readonly string[]): Promise<VoiceOfCall> {
  const db = deps.database.db;
  const existing = await voiceOfCall(deps, callId, recipientId);
  if (existing.state !== 'none') return existing;
  const [raw] = await db.select().from(voiceClips).where(and(eq(voiceClips.callId, callId), eq(voiceClips.kind, 'call')));
  if (!raw) return existing;
  const store = storeOf(deps);
  const bytes = await store.get(raw.storageKey);
  if (bytes) {
    const pcm = new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength - (bytes.byteLength % 2)));
    // A part she asked to keep private is never a passage, whatever a quote shares with it (decision 155).
    const turns = await turnsForFamily(deps.database.db, callId, raw.turns ?? []);
    const used = new Set<number>();
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + deps.config.recordings.retentionDays * DAY_MS);
    for (const [quoteIndex, quote] of quotes.entries()) {
      const i = turnOfQuote(quote, turns);
      // Two quotes from one turn play the same passage once.
      if (i < 0 || used.has(i)) continue;
      used.add(i);
      const turn = turns[i]!;
      const cut = pcm.subarray(Math.round((turn.startMs * RECORDING_RATE) / 1000), Math.round((turn.endMs * RECORDING_RATE) / 1000));
      const mp3 = encodeMp3(cut, RECORDING_RATE);
      const id = crypto.randomUUID();
      const key = passageKey(id);
      await store.put(key, mp3, 'audio/mpeg');
      await db.insert(voiceClips).values({
        id,
        callId,
        recipientId,
        subscriberId: raw.subscriberId,
        kind: 'passage',
        quote,
        quoteIndex,
        storageKey: key,
        mime: 'audio/mpeg',
        durationMs: Math.round((cut.length / RECORDING_RATE) * 1000),
        bytes: mp3.byteLength,
        createdAt: now,
        expiresAt,
      });
    }
  }
  await store.delete(raw.storageKey);
  await db.delete(voiceClips).where(eq(voiceClips.id, raw.id));
  return voiceOfCall(deps, callId, recipientId);
}

/** The passages of her voice a call's Moment plays, or why there are none (read in `db`: a mail renders inside its transaction). */
export async function voiceOfCall(deps: AppDeps, callId: string, recipientId: string, db: DbOrTx = deps.database.db): Promise<VoiceOfCall> {
  const rows = await db
    .select()
    .from(voiceClips)
    .where(and(eq(voiceClips.callId, callId), eq(voiceClips.kind, 'passage')))
    .orderBy(asc(voiceClips.quoteIndex));
  const live = rows.filter((r) => r.expiresAt > deps.now());
  if (live.length) {
    return {
      state: 'kept',
      passages: live.map((r) => ({ id: r.id, quote: r.quote ?? '', quoteIndex: r.quoteIndex ?? 0, durationMs: r.durationMs, bytes: r.bytes, expiresAt: r.expiresAt })),
    };
  }
  return (await recordingConsentOf(deps, recipientId, db)) === 'no' ? { state: 'declined' } : { state: 'none' };
}

/** One passage's bytes, if it belongs to this call and has not expired. */
export async function passageAudio(deps: AppDeps, callId: string, clipId: string): Promise<{ bytes: Uint8Array; mime: string } | null> {
  const [row] = await deps.database.db
    .select()
    .from(voiceClips)
    .where(and(eq(voiceClips.id, clipId), eq(voiceClips.callId, callId), eq(voiceClips.kind, 'passage')));
  if (!row || row.expiresAt <= deps.now()) return null;
  const bytes = await storeOf(deps).get(row.storageKey);
  return bytes ? { bytes, mime: row.mime } : null;
}

/** Deletes these recordings: the files first, then their rows (a file is never left without a row that names it). */
async function deleteClips(deps: AppDeps, rows: Array<{ id: string; storageKey: string }>) {
  const store = storeOf(deps);
  for (const r of rows) await store.delete(r.storageKey);
  if (rows.length) await deps.database.db.delete(voiceClips).where(inArray(voiceClips.id, rows.map((r) => r.id)));
  return rows.length;
}

/** The sweep: every recording past its time (passages after the retention, raw turns after a day) is deleted. */
export async function sweepExpiredRecordings(deps: AppDeps, limit = 500): Promise<number> {
  const rows = await deps.database.db
    .select({ id: voiceClips.id, storageKey: voiceClips.storageKey })
    .from(voiceClips)
    .where(lt(voiceClips.expiresAt, deps.now()))
    .limit(limit);
  return deleteClips(deps, rows);
}

/** A family deleting its account: every recording of its loved ones goes, files and rows. */
export async function forgetRecordingsOf(deps: AppDeps, subscriberId: string): Promise<number> {
  const rows = await deps.database.db.select({ id: voiceClips.id, storageKey: voiceClips.storageKey }).from(voiceClips).where(eq(voiceClips.subscriberId, subscriberId));
  return deleteClips(deps, rows);
}

/** What the Story Library and the dashboard show of her voice, story by story (signed links for LISTEN_LINK_DAYS). */
export async function voicesOfStories(deps: AppDeps, subscriberId: string, storyIds: string[]) {
  const out = new Map<string, { state: 'kept'; listenUrl: string; audioUrl: string; durationMs: number } | { state: 'declined' } | { state: 'none' }>();
  if (!storyIds.length) return out;
  const db = deps.database.db;
  const rows = await db
    .select({ storyId: stories.id, callId: stories.callId, consent: recipients.recordingConsent, clipId: voiceClips.id, durationMs: voiceClips.durationMs, expiresAt: voiceClips.expiresAt })
    .from(stories)
    .innerJoin(recipients, eq(recipients.id, stories.recipientId))
    .leftJoin(voiceClips, and(eq(voiceClips.callId, stories.callId), eq(voiceClips.kind, 'passage'), gt(voiceClips.expiresAt, deps.now())))
    .where(and(eq(stories.subscriberId, subscriberId), inArray(stories.id, storyIds)))
    .orderBy(asc(voiceClips.quoteIndex));
  for (const r of rows) {
    const had = out.get(r.storyId);
    if (r.clipId) {
      if (had?.state === 'kept') {
        had.durationMs += r.durationMs ?? 0;
        continue;
      }
      const listenUrl = await listenUrlFor(deps, r.callId);
      out.set(r.storyId, { state: 'kept', listenUrl, audioUrl: `${listenUrl}/${r.clipId}.mp3`, durationMs: r.durationMs ?? 0 });
    } else if (!had) out.set(r.storyId, r.consent === 'no' ? { state: 'declined' } : { state: 'none' });
  }
  return out;
}

/** The storage keys of every recording of a family's loved ones (read inside the deletion's transaction, before the rows cascade away). */
export async function recordingKeysOf(db: DbOrTx, subscriberId: string): Promise<string[]> {
  const rows = await db.select({ storageKey: voiceClips.storageKey }).from(voiceClips).where(eq(voiceClips.subscriberId, subscriberId));
  return rows.map((r) => r.storageKey);
}

/** Deletes these files (once the rows that named them are gone for good). */
export async function deleteRecordingFiles(deps: AppDeps, keys: readonly string[]) {
  const store = storeOf(deps);
  for (const key of keys) await store.delete(key);
}
