import type { TranscriptLine } from '../../db/schema/index.js';
import type { OpenThread, RecipientProfile } from '../../contract/profile.js';
import { analyse, isPet } from '../../providers/brain/listen.js';

/** What one call taught: added to the profile (nothing is removed by a call). */
export interface ProfileUpdate {
  people: RecipientProfile['people'];
  places: RecipientProfile['places'];
  pets: RecipientProfile['pets'];
  health: string[];
  likes: string[];
  openThreads: OpenThread[];
}

export const emptyUpdate = (): ProfileUpdate => ({ people: [], places: [], pets: [], health: [], likes: [], openThreads: [] });

const LIKE_RE = /\bi (?:really |do )?(?:love|like|enjoy|adore)(?: to)? ((?:[a-z'-]+ ?){1,5})/i;
const PET_RE = /\b(?:my|our) (dog|cat|puppy|kitten|bird|budgie|parrot|canary|horse|rabbit|hamster)(?:,? (?:called|named))?(?: ([A-Z][a-z]+))?/;
const NOT_A_LIKE = /^(it|that|this|you|them|him|her|the way|to talk|talking to you|hearing|your call)\b/i;

/**
 * The embedded extractor (the model does this when configured): people with their
 * relationship, places, pets, likes, a health note and an open thread for an ailment
 * ("How is your knee today?") or something coming up ("How did your doctor's visit go?").
 */
export function extractProfileUpdate(transcript: TranscriptLine[], at: Date): ProfileUpdate {
  const out = emptyUpdate();
  const since = at.toISOString();
  const add = <T>(list: T[], item: T, same: (a: T) => boolean) => {
    if (!list.some(same)) list.push(item);
  };
  for (const line of transcript) {
    if (line.speaker !== 'recipient') continue;
    for (const sentence of line.text.split(/(?<=[.!?])\s+/)) {
      if (sentence.trim().endsWith('?')) continue;
      const heard = analyse(sentence);
      if (heard.intent !== 'statement' && heard.intent !== 'goodbye') continue;
      for (const p of heard.people) {
        if (!p.relationship && !p.name) continue;
        const relationship = p.relationship || 'friend';
        const note = heard.feeling === 'loss' ? 'passed away' : '';
        add(out.people, { name: p.name, relationship, note }, (x) => (p.name ? x.name === p.name : x.relationship === relationship && !x.name));
      }
      for (const place of heard.places) add(out.places, { name: place, note: '' }, (x) => x.name === place);
      const pet = PET_RE.exec(sentence);
      if (pet) add(out.pets, { kind: pet[1]!, name: pet[2] ?? '' }, (x) => x.kind === pet[1] && x.name === (pet[2] ?? ''));
      else for (const t of heard.things) if (isPet(t.word) && t.phrase.startsWith('your')) add(out.pets, { kind: t.word, name: '' }, (x) => x.kind === t.word);
      const like = LIKE_RE.exec(sentence);
      if (like && heard.feeling !== 'loss') {
        const what = like[1]!.replace(/\b(so much|very much|a lot|too|now|these days|and|but)\b.*$/i, '').trim().replace(/\bmy\b/gi, 'her');
        if (what && !NOT_A_LIKE.test(what) && what.split(' ').length <= 5) add(out.likes, what, (x) => x === what);
      }
      if (heard.ailment) {
        const { part, complaint } = heard.ailment;
        const text = `${part} ${/s$/.test(part) && part !== 'glass' ? 'were' : 'was'} ${complaint}`;
        add(out.health, `${text[0]!.toUpperCase()}${text.slice(1)}`, (x) => x.toLowerCase() === text);
        add(out.openThreads, { text, question: `How ${/s$/.test(part) ? 'are' : 'is'} your ${part} today?`, source: 'call', since }, (x) => x.text === text);
      }
      if (heard.upcoming) {
        const what = heard.upcoming.what.replace(/^(my|the|a|an) /i, '');
        const text = `${what} ${heard.upcoming.when}`.trim();
        add(out.openThreads, { text, question: `How did your ${what} go?`, source: 'call', since }, (x) => x.text === text);
      }
    }
  }
  return out;
}

/** The model's `remember` tool calls during the call, folded into the update. */
export function withNotes(update: ProfileUpdate, notes: ReadonlyArray<{ kind: string; text: string; detail: string }>, at: Date): ProfileUpdate {
  const out: ProfileUpdate = { ...update, people: [...update.people], places: [...update.places], pets: [...update.pets], health: [...update.health], likes: [...update.likes], openThreads: [...update.openThreads] };
  for (const n of notes) {
    const text = n.text.trim().slice(0, 150);
    if (!text) continue;
    if (n.kind === 'person') out.people.push({ name: text.slice(0, 80), relationship: (n.detail.trim() || 'friend').slice(0, 60), note: '' });
    else if (n.kind === 'place') out.places.push({ name: text.slice(0, 80), note: n.detail.trim().slice(0, 200) });
    else if (n.kind === 'pet') out.pets.push({ name: text.slice(0, 60), kind: (n.detail.trim() || 'pet').slice(0, 40) });
    else if (n.kind === 'health') out.health.push(text);
    else if (n.kind === 'like') out.likes.push(text.slice(0, 120));
    else if (n.kind === 'thread') out.openThreads.push({ text, question: (n.detail.trim() || `How is ${text}?`).slice(0, 200), source: 'call', since: at.toISOString() });
  }
  return out;
}
