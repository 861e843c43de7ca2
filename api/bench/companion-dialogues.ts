// `pnpm bench companion --dialogues <dir>` (issue 28): conversations the project never saw,
// replayed through the product as a call runs it. Each person in <dir>/*.json is called twice
// by the real call engine (the embedded companion, the safety net, memory saved between the
// calls in a real database); only the phone line is a stand-in, at the network's edge: it says
// her next line when the companion's turn is over, and hangs up when she has no more to say.
//
// Written for the judge (never for the developer: a held-out folder is read by whoever wrote it):
//   <dir>/replies/<person>.txt    every line of both calls, numbered, and what the companion
//                                 remembered of her after each call
// Counted here, from the author's tags on her turns (docs/held-out-evaluation.md):
//   goodbyes honoured (a goodbye, with no question, ends the call on that turn), pardons honoured (the line before said
//   again), hold-ons honoured (no question; it waits), lines said twice in a call, questions of
//   the first call asked again in the second; and, where <dir>/judgments/<person>.txt exists,
//   the judge's fits / partial fits / misfires, wrong-feeling and invented lines, per kind of turn.
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { CallChannel, ChannelEvent, CompanionSpeech } from '../src/calls/pipeline/conversation/channel.js';
import type { Telephony, TelephonyHandlers } from '../src/calls/pipeline/ports/telephony.js';
import { getCallEngine } from '../src/calls/lifecycle/call-engine.js';
import { makeCall, makeRecipient, settleCall } from '../src/calls/lifecycle/test-fixtures.js';
import { loadProfile } from '../src/calls/pipeline/memory/profile.js';
import { calls } from '../src/db/schema/index.js';
import { SilentVoice } from '../src/providers/voice/local.js';
import { createTestContext } from '../src/testing/test-app.js';
import { questionOf } from '../src/providers/brain/dialogue-corpus.js';

export type TurnKind = 'goodbye' | 'pardon' | 'hold' | 'asks-limit' | 'asks-companion' | 'low-mood' | 'loss' | 'telling' | 'refusing' | 'answer' | string;
export interface HeldOutTurn {
  say: string;
  kind?: TurnKind;
}
export interface HeldOutPerson {
  person: { name: string; mode?: 'loneliness' | 'stories'; topics?: string[]; timeZone?: string };
  calls: Array<{ turns: Array<string | HeldOutTurn> }>;
}

interface PlayedLine {
  /** C<call>.<n>: the companion's n-th line of that call (0: the opening). */
  id: string;
  companion: string;
  /** Her turn this line answers, with the author's tag. */
  her: HeldOutTurn | null;
  endedCall: boolean;
}

/** The phone line at the network's edge: her words when the companion's turn is over, nothing else. */
class ReplayLine implements CallChannel {
  readonly audioFormat = 'none' as const;
  readonly heard: Array<{ text: string; afterTurn: number }> = [];
  private listeners: Array<(e: ChannelEvent) => void> = [];
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  constructor(private readonly turns: HeldOutTurn[]) {}
  onEvent(l: (e: ChannelEvent) => void) {
    this.listeners.push(l);
  }
  private emit(e: ChannelEvent) {
    for (const l of this.listeners) l(e);
  }
  async play(speech: CompanionSpeech): Promise<'played'> {
    if (this.timer) clearTimeout(this.timer);
    this.heard.push({ text: speech.text, afterTurn: this.next });
    // The companion's turn is over when nothing follows within a beat; then it is hers.
    this.timer = setTimeout(() => this.answer(), 40);
    return 'played';
  }
  private answer() {
    if (this.closed) return;
    const turn = this.turns[this.next++];
    if (!turn) {
      this.closed = true;
      this.emit({ type: 'hangup' });
      return;
    }
    this.emit({ type: 'speech-start' });
    this.emit({ type: 'speech', text: turn.say, final: true });
  }
  clear() {}
  async hangup() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }
}

/** Telephony at the edge: every call is answered at once by the replay line waiting for it. */
class ReplayTelephony implements Telephony {
  readonly kind = 'local' as const;
  private handlers: TelephonyHandlers | null = null;
  readonly lines = new Map<string, ReplayLine>();
  setHandlers(h: TelephonyHandlers) {
    this.handlers = h;
  }
  async placeCall(req: { callId: string }) {
    const line = this.lines.get(req.callId)!;
    setTimeout(() => void this.handlers!.onConnected(req.callId, line), 5);
    return { providerCallId: `replay-${req.callId}` };
  }
  async fetchCall() {
    return null;
  }
  async hangup() {}
  async resumeCall() {
    return false;
  }
  async leaveVoicemail() {}
  async sendSms() {
    return { id: 'sms' };
  }
  async placeAlertCall() {
    return { providerCallId: 'alert' };
  }
  async joinCall() {}
  sign(subject: string) {
    return `replay:${subject}`;
  }
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z' ]+/g, ' ').replace(/\s+/g, ' ').trim();
const lastSentence = (line: string) => line.split(/(?<=[.!?])\s+/).filter(Boolean).at(-1) ?? line;

/** Does the reply say the line before again (a pardon honoured)? Most of its last sentence's words, in the reply. */
function saysAgain(reply: string, before: string): boolean {
  const want = norm(lastSentence(before)).split(' ').filter((w) => w.length > 2);
  if (!want.length) return false;
  const got = new Set(norm(reply).split(' '));
  return want.filter((w) => got.has(w)).length / want.length >= 0.6;
}

/** A morning or afternoon hour that is daytime both in her zone and in New York (her number's), day `c * 3` of the bench. */
/** US numbers by the zone of their area code (the law's calling hours follow the number, decision 127). */
const NUMBER_ZONES: Array<[string, string]> = [
  ['212', 'America/New_York'],
  ['312', 'America/Chicago'],
  ['303', 'America/Denver'],
  ['213', 'America/Los_Angeles'],
  ['808', 'Pacific/Honolulu'],
];

/**
 * Her number's area code and the time of call `c` (three days apart): half past ten her time
 * when that is daytime where her number is, else the first half hour inside 10 AM-6 PM in both.
 * A person abroad (Perth, say) gets the US number whose clock overlaps hers (Honolulu's).
 */
function callTime(zone: string, c: number): { at: Date; areaCode: string } {
  const day = { year: 2026, month: 11, day: 24 + c * 3 };
  const daytime = (t: DateTime, z: string) => t.setZone(z).hour >= 10 && t.setZone(z).hour <= 18;
  const hers = DateTime.fromObject({ ...day, hour: 10, minute: 30 }, { zone });
  for (const [areaCode, numberZone] of NUMBER_ZONES) if (daytime(hers, numberZone)) return { at: hers.toJSDate(), areaCode };
  for (const [areaCode, numberZone] of NUMBER_ZONES) {
    for (let hour = 10; hour <= 18; hour++) {
      const t = DateTime.fromObject({ ...day, hour, minute: 30 }, { zone: numberZone });
      if (daytime(t, zone)) return { at: t.toJSDate(), areaCode };
    }
  }
  return { at: hers.toJSDate(), areaCode: '212' };
}

export async function replayDialogues(dir: string) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const people = files.map((f) => ({ file: f, data: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as HeldOutPerson }));
  let clock = new Date('2026-11-24T15:00:00Z');
  const telephony = new ReplayTelephony();
  const ctx = await createTestContext({ now: () => clock, providers: { telephony, voice: new SilentVoice() } });
  const engine = getCallEngine(ctx.deps, { timing: { replyDelayMs: 10, silenceMs: 60_000, maxReprompts: 1 } });
  mkdirSync(path.join(dir, 'replies'), { recursive: true });
  const played: Array<{ person: string; lines: PlayedLine[]; secondCallRepeats: number }> = [];
  try {
    for (const [i, { file, data }] of people.entries()) {
      const { recipient } = await makeRecipient(ctx.db, {
        name: data.person.name,
        phone: `+1${callTime(data.person.timeZone ?? 'America/New_York', 0).areaCode}555${String(2000 + i).padStart(4, '0')}`,
        zone: data.person.timeZone ?? 'America/New_York',
        topics: data.person.topics ?? [],
      });
      const out: string[] = [`# ${data.person.name}`];
      const lines: PlayedLine[] = [];
      const askedByCall: string[][] = [];
      for (const [c, callSpec] of data.calls.entries()) {
        // Three days apart, at a time inside the calling hours both where she lives and where her
        // (New York) number is: half past ten her time when that is also daytime in New York.
        clock = callTime(data.person.timeZone ?? 'America/New_York', c).at;
        const turns = callSpec.turns.map((t) => (typeof t === 'string' ? { say: t } : t));
        const call = await makeCall(ctx.db, recipient.id, { dueAt: clock, origin: 'planner' });
        const line = new ReplayLine(turns);
        telephony.lines.set(call.id, line);
        const [claimed] = await ctx.db.update(calls).set({ state: 'dialing', dialedAt: clock }).where(eq(calls.id, call.id)).returning();
        await engine.dial(claimed!);
        await settleCall(ctx.deps, call.id, 120_000);
        out.push('', `## call ${c + 1}`);
        const asked: string[] = [];
        // The companion's sentences between two of her turns are one line of hers to judge.
        const replies = new Map<number, string[]>();
        for (const h of line.heard) replies.set(h.afterTurn, [...(replies.get(h.afterTurn) ?? []), h.text]);
        for (const [afterTurn, sentences] of replies) {
          const her = afterTurn === 0 ? null : (turns[afterTurn - 1] ?? null);
          if (her) out.push(`HER: ${her.say}${her.kind ? `   [${her.kind}]` : ''}`);
          const id = `C${c + 1}.${afterTurn}`;
          const text = sentences.join(' ');
          out.push(`${id} COMPANION: ${text}`);
          for (const sentence of sentences) if (questionOf(sentence)) asked.push(norm(questionOf(sentence)));
          lines.push({ id, companion: text, her, endedCall: false });
        }
        // Her turns after the companion's last line went unanswered: the call had ended.
        const lastHeard = line.heard.at(-1)?.afterTurn ?? 0;
        for (const t of turns.slice(lastHeard)) out.push(`HER: ${t.say}${t.kind ? `   [${t.kind}]` : ''}   (no reply: the call had ended)`);
        if (lines.length) lines.at(-1)!.endedCall = true;
        askedByCall.push(asked);
        const { profile } = await loadProfile(ctx.db, recipient.id);
        out.push('', `## what the companion remembered after call ${c + 1}`, JSON.stringify(profile, null, 1));
      }
      const first = new Set(askedByCall[0] ?? []);
      const secondCallRepeats = (askedByCall[1] ?? []).filter((q) => first.has(q) && !/feel|sleep|eat/.test(q)).length;
      writeFileSync(path.join(dir, 'replies', file.replace(/\.json$/, '.txt')), out.join('\n') + '\n');
      played.push({ person: file.replace(/\.json$/, ''), lines, secondCallRepeats });
    }
  } finally {
    await ctx.close();
  }
  return tally(dir, played);
}

function tally(dir: string, played: Array<{ person: string; lines: PlayedLine[]; secondCallRepeats: number }>) {
  let goodbyes = 0, goodbyesHonoured = 0, pardons = 0, pardonsHonoured = 0, holds = 0, holdsHonoured = 0, repeats = 0, companionLines = 0, secondCallRepeats = 0;
  const judged = { fit: 0, partial: 0, misfire: 0, wrongFeeling: 0, invented: 0, lines: 0 };
  const byKind = new Map<string, { fit: number; partial: number; misfire: number }>();
  for (const p of played) {
    secondCallRepeats += p.secondCallRepeats;
    const seen = new Map<string, Set<string>>();
    p.lines.forEach((l, i) => {
      companionLines++;
      const callKey = l.id.split('.')[0]!;
      const said = seen.get(callKey) ?? new Set<string>();
      seen.set(callKey, said);
      for (const s of l.companion.split(/(?<=[.!?])\s+/).map(norm).filter((s) => s.split(' ').length >= 4)) {
        if (said.has(s)) repeats++;
        said.add(s);
      }
      const kind = l.her?.kind;
      if (kind === 'goodbye') {
        goodbyes++;
        // Honoured: the companion's line said goodbye and the call ended on it (a question after her goodbye, then her hanging up, is not).
        if (l.endedCall && !l.companion.includes('?') && /\b(bye|goodbye|take care|speak soon|talk soon|next time)\b/i.test(l.companion)) goodbyesHonoured++;
      }
      if (kind === 'pardon') {
        pardons++;
        const before = p.lines[i - 1];
        if (before && before.id.split('.')[0] === callKey && saysAgain(l.companion, before.companion)) pardonsHonoured++;
      }
      if (kind === 'hold') {
        holds++;
        if (!l.companion.includes('?') && l.companion.split(/\s+/).length <= 14 && !l.endedCall) holdsHonoured++;
      }
    });
    const judgments = path.join(dir, 'judgments', `${p.person}.txt`);
    if (!existsSync(judgments)) continue;
    const kindOf = new Map(p.lines.map((l) => [l.id, l.her?.kind ?? (l.her ? 'untagged' : 'opening')]));
    for (const row of readFileSync(judgments, 'utf8').split('\n')) {
      const m = /^(C\d+\.\d+)\s+(fit|partial|misfire)\b(.*)$/.exec(row.trim());
      if (!m) continue;
      judged.lines++;
      judged[m[2] as 'fit' | 'partial' | 'misfire']++;
      if (/wrong-feeling/.test(m[3]!)) judged.wrongFeeling++;
      if (/invented/.test(m[3]!)) judged.invented++;
      const k = kindOf.get(m[1]!) ?? 'unknown';
      const b = byKind.get(k) ?? { fit: 0, partial: 0, misfire: 0 };
      b[m[2] as 'fit' | 'partial' | 'misfire']++;
      byKind.set(k, b);
    }
  }
  const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)}%` : 'n/a');
  const summary = [
    `held-out dialogues (${dir}): ${played.length} people, ${companionLines} companion lines`,
    `goodbyes honoured ${goodbyesHonoured}/${goodbyes}, pardons honoured ${pardonsHonoured}/${pardons}, hold-ons honoured ${holdsHonoured}/${holds}`,
    `sentences said twice in a call: ${repeats}; questions of the first call asked again in the second: ${secondCallRepeats}`,
    judged.lines
      ? `judged ${judged.lines} lines: fit ${pct(judged.fit, judged.lines)}, partial ${pct(judged.partial, judged.lines)}, misfire ${pct(judged.misfire, judged.lines)}; wrong-feeling ${judged.wrongFeeling}, invented ${judged.invented}`
      : `not judged yet: the judge marks each line in ${path.join(dir, 'judgments')}/<person>.txt (docs/held-out-evaluation.md)`,
    ...[...byKind].sort().map(([k, b]) => `  ${k}: fit ${b.fit}, partial ${b.partial}, misfire ${b.misfire}`),
  ];
  return { summary, goodbyes: { honoured: goodbyesHonoured, total: goodbyes }, pardons: { honoured: pardonsHonoured, total: pardons }, holds: { honoured: holdsHonoured, total: holds }, repeats, secondCallRepeats, judged, byKind: Object.fromEntries(byKind) };
}
