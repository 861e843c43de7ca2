import type { TranscriptLine } from '../../../db/schema/index.js';
import type { OpenThread, RecipientProfile } from '@fondly/contract/profile';
import { analyse, EXPECTING, isPet, isPlural } from '../understanding/listen.js';

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
const PET_RE = /\b(?:[Mm]y|[Oo]ur|[Tt]he|[Mm]e|[Aa]) (?:old |little |young |new |lovely |daft )?(dog|cat|puppy|kitten|bird|budgie|parrot|canary|horse|rabbit|hamster|collie|terrier|spaniel|labrador|lab|poodle|moggy|tabby|pup|greyhound|whippet|dachshund)(?:,? (?:called|named|is called))?(?: ([A-Z][a-z]+))?/;
/** Health worth remembering beside an ailment: a condition, an aid, an operation, a medicine. */
const HEALTH_RE = /\b(arthritis|copd|emphysema|diabetes|diabetic|angina|heart (condition|trouble|failure)|dementia|parkinson'?s|asthma|high blood pressure|blood pressure|cataracts?|macular|glaucoma|hearing aids?|deaf|going blind|walking stick|walker|zimmer|wheelchair|(hip|knee|shoulder) (replacement|operation)|cataract operation|operation|surgery|antidepressants|water tablets|blood pressure (pills|tablets)|inhaler|insulin|chemo(therapy)?|dialysis|pacemaker|stroke|osteoporosis)\b/i;
const FUTURE_VISIT = /\b(coming|will|'ll|going to|might|may|hop(e|es|ing) to|at christmas|for christmas|next|this (weekend|week|sunday|saturday)|at the weekend|tomorrow|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;
/** Low spirits worth asking after next time ("I've been so lonely", "the days are long"), not a tired afternoon. */
const LOW_SPIRITS = /\b(lonely|lonesome|low|down|depressed|miserable|unhappy|on my own|by myself|alone|fed up|struggling|isolated|forgotten|useless|days are long|nobody (comes|calls|rings|visits)|nothing to look forward to|no point)\b/i;
const WORRIED_ABOUT = /\b(worried|worrying|anxious|nervous|scared|afraid|frightened|fretting|dreading|concerned)\s+(?:about|for|over)\s+([^.,;!?]{3,60})/i;
const NOT_A_LIKE = /^(it|that|this|you|them|him|her|the way|to talk|talking to you|hearing|your call)\b/i;

/**
 * The embedded extractor (the model does this when configured): people with their
 * relationship, places, pets, likes, a health note and an open thread for an ailment
 * ("How is your knee today?") or something coming up ("How did your doctor's visit go?").
 */
const FAMILY_NEWS = /\b(started|starting|starts) (at |a |an |her |his |their )*(new |big )?(school|college|university|job|work|nursery)\b|\b(got|getting|has got|'s got) (a |an )?(new )?(job|promotion|place|house|flat|puppy|kitten)\b|\b(moved|moving|is moving|are moving) (to|house|in|abroad|away)\b|\bpassed (his|her|their) (test|exams?|driving test)\b|\b(graduat(ed|es|ing)|got engaged|retir(ed|es|ing)|promoted)\b/i;
const HE = /^(son|grandson|brother|husband|father|dad|nephew|uncle|son-in-law|great-grandson)$/;
const SHE = /^(daughter|granddaughter|sister|wife|mother|mum|mom|niece|aunt|daughter-in-law|great-granddaughter)$/;
/** "I'm knitting a jumper for the baby", "I'm doing a big jigsaw": something of hers in hand. */
const MAKING = /\b(?:i'?m|i am|i'?ve been|i have been|i'?m busy|i'?ve started|i have started) (knitting|making|sewing|building|painting|crocheting|doing|writing) (a|an|the|my|some) ([\w' -]{2,30}?)(?=\s+(for|at|with|of|in|on|and|but)\b|[.,!]|$)/i;

export function extractProfileUpdate(transcript: TranscriptLine[], at: Date): ProfileUpdate {
  const out = emptyUpdate();
  const since = at.toISOString();
  const add = <T>(list: T[], item: T, same: (a: T) => boolean) => {
    if (!list.some(same)) list.push(item);
  };
  // The people of the sentence before: "My husband Harold loved the sea. He died in March."
  let lastPeople: RecipientProfile['people'] = [];
  for (const line of transcript) {
    if (line.speaker !== 'recipient') continue;
    for (const sentence of line.text.split(/(?<=[.!?])\s+/)) {
      if (sentence.trim().endsWith('?')) continue;
      const heard = analyse(sentence);
      if (heard.intent !== 'statement' && heard.intent !== 'goodbye') continue;
      const gone = heard.feeling === 'loss';
      const mourned = (p: { name: string; relationship: string }) => heard.mourned.some((m) => (m.name && m.name === p.name) || (!m.name && m.relationship && m.relationship === p.relationship));
      const here: RecipientProfile['people'] = [];
      for (const p of heard.people) {
        if (!p.relationship && !p.name) continue;
        // A name said on its own is someone she knows; what they are to her is not guessed.
        const relationship = p.relationship || 'someone she mentioned';
        const same = (x: { name: string; relationship: string }) => (p.name ? x.name === p.name : x.relationship === relationship && !x.name);
        const known = out.people.find(same);
        if (known) {
          if (gone && mourned(p)) known.note = 'passed away';
          here.push(known);
          continue;
        }
        const person = { name: p.name, relationship, note: gone && mourned(p) ? 'passed away' : '' };
        out.people.push(person);
        here.push(person);
      }
      // "My Harold died. We'd been married fifty years": a name she was married to is her husband or wife, not a friend.
      if (/\b(we'?d been|we were|we'?ve been|been|got) married\b|\bmarried (for )?\w+(-\w+)? years\b/i.test(sentence)) {
        const spouse = [...here, ...lastPeople].find((p) => p.relationship === 'someone she mentioned' && p.name);
        if (spouse) spouse.relationship = /\b(he|him|his)\b/i.test(line.text) ? 'husband' : /\b(she|her)\b/i.test(line.text) ? 'wife' : 'spouse';
      }
      // "He died in March": the person of the sentence before.
      if (gone && !heard.mourned.length && /\b(he|she|him|her)\b/i.test(sentence)) for (const p of lastPeople) p.note = 'passed away';
      if (here.length) lastPeople = here;
      // A visit she is looking forward to is a thread for the next call.
      const visitor = heard.people.find((p) => p.relationship || p.name);
      if (heard.event === 'visit' && visitor && FUTURE_VISIT.test(sentence)) {
        const who = visitor.relationship ? `${visitor.relationship}${visitor.name ? ` ${visitor.name}` : ''}` : visitor.name;
        const text = `${who}'s visit`;
        add(out.openThreads, { text, question: `How was ${visitor.relationship ? `your ${visitor.relationship}'s` : `${visitor.name}'s`} visit?`, source: 'call', since }, (x) => x.text === text);
      }
      // A baby on the way in her family: asked after next time.
      const parent = heard.people.find((p) => p.relationship || p.name);
      if (heard.event === 'birth' && parent && EXPECTING.test(sentence)) {
        const who = parent.relationship ? `your ${parent.relationship}${parent.name ? ` ${parent.name}` : ''}` : parent.name;
        const text = `${who.replace(/^your /, '')}'s baby`;
        add(out.openThreads, { text, question: `Last time we spoke, ${who} was expecting a baby. How is ${/\b(son|grandson|nephew|brother)\b/.test(who) ? 'the family' : 'she'} keeping?`, source: 'call', since }, (x) => x.text === text);
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
      const condition = HEALTH_RE.exec(sentence);
      if (condition && !heard.people.some((p) => p.relationship || p.name) && heard.intent === 'statement') {
        const note = condition[0].toLowerCase();
        add(out.health, `${note[0]!.toUpperCase()}${note.slice(1)}`, (x) => x.toLowerCase() === note);
        // An operation still to come is a thread: how it went, next time.
        if (/operation|replacement|surgery/.test(note) && /\b(next|coming|booked|due|on (monday|tuesday|wednesday|thursday|friday)|in (\w+ )?(weeks?|days?|months?)|going in|having)\b/i.test(sentence)) {
          add(out.openThreads, { text: note, question: `How did your ${note} go?`, source: 'call', since }, (x) => x.text === note);
        }
      }
      if (heard.ailment) {
        const { part, complaint } = heard.ailment;
        const text = `${part} ${isPlural(part) ? 'were' : 'was'} ${complaint}`;
        add(out.health, `${text[0]!.toUpperCase()}${text.slice(1)}`, (x) => x.toLowerCase() === text);
        add(out.openThreads, { text, question: `How ${isPlural(part) ? 'are' : 'is'} your ${part} today?`, source: 'call', since }, (x) => x.text === text);
      }
      // What weighed on her is what the next call opens with (issue 28): low spirits, a worry, a loss.
      const now = !/\b(used to|when i was|years ago|as a (child|girl|boy)|back then|in those days)\b/i.test(sentence);
      if (now && heard.feeling === 'sad' && LOW_SPIRITS.test(sentence) && /\b(i|i'm|i've|i'd|me|my)\b/i.test(sentence)) {
        add(out.openThreads, { text: 'how she had been feeling', question: 'Last time we spoke, you said things had been hard. How have you been feeling since?', source: 'call', since }, (x) => x.text === 'how she had been feeling');
      }
      const worry = now && heard.feeling === 'worry' ? WORRIED_ABOUT.exec(sentence) : null;
      if (worry) {
        const what = worry[2]!.replace(/\s+(and|but|because|so|since|as|that|which|who)\b.*$/i, '').replace(/\bmy\b/gi, 'your').replace(/\bme\b/gi, 'you').trim();
        if (what.split(' ').length <= 6) add(out.openThreads, { text: `worried about ${what}`, question: `Last time we spoke, you were worried about ${what}. How is that now?`, source: 'call', since }, (x) => x.text === `worried about ${what}`);
      }
      // Someone of hers in hospital or poorly now (the companion's own reading): asked after next time, by name.
      if (now && heard.unwell) {
        const { who, they, how } = heard.unwell;
        const doing = they === 'they' ? 'How are they doing now?' : `How is ${they} doing now?`;
        add(out.openThreads, { text: `${who} unwell`, question: `Last time we spoke, ${who} ${how === 'hospital' ? 'was in hospital' : 'was poorly'}. ${doing}`, source: 'call', since }, (x) => x.text === `${who} unwell`);
      }
      const lost = gone ? here.find((p) => p.relationship && p.relationship !== 'someone she mentioned' && mourned(p)) : undefined;
      if (lost) {
        const who = `your ${lost.relationship}${lost.name ? ` ${lost.name}` : ''}`;
        add(out.openThreads, { text: `the loss of ${who}`, question: `Last time we spoke, you told me about ${who}. How have you been keeping since?`, source: 'call', since }, (x) => x.text === `the loss of ${who}`);
      }
      // News of someone of hers ("My grandson's started at a new school", "our Susan's moving to Leeds"): asked after next time.
      const newsOf = now && !gone ? heard.people.find((p) => p.relationship && p.relationship !== 'someone she mentioned') : undefined;
      if (newsOf && FAMILY_NEWS.test(sentence) && !/\b(didn'?t|never|not)\b/i.test(sentence)) {
        const who = `${newsOf.relationship}${newsOf.name ? ` ${newsOf.name}` : ''}`;
        const they = HE.test(newsOf.relationship) ? 'he' : SHE.test(newsOf.relationship) ? 'she' : 'they';
        const text = `${who}'s news`;
        add(out.openThreads, { text, question: `Last time we spoke, you told me your ${who}'s news. How ${they === 'they' ? 'are they' : `is ${they}`} getting on?`, source: 'call', since }, (x) => x.text === text);
      }
      // Something she is making or doing ("I'm knitting a jumper for the baby"): how it is coming along.
      const making = now ? MAKING.exec(sentence) : null;
      if (making) {
        const [, doing, det, thing] = making;
        const what = thing!.trim().toLowerCase();
        const article = det!.toLowerCase() === 'my' ? 'your' : /^an?$/i.test(det!) ? (/^[aeiou]/.test(what) ? 'an' : 'a') : det!.toLowerCase();
        if (what.split(' ').length <= 4) add(out.openThreads, { text: `her ${what}`, question: `Last time we spoke, you were ${doing!.toLowerCase()} ${article} ${what}. How is it coming along?`, source: 'call', since }, (x) => x.text === `her ${what}`);
      }
      if (heard.upcoming) {
        const what = heard.upcoming.what.replace(/^(my|the|a|an) /i, '');
        const text = `${what} ${heard.upcoming.when}`.trim();
        add(out.openThreads, { text, question: `How did ${/^visit to the vet/.test(what) ? 'the' : 'your'} ${what} go?`, source: 'call', since }, (x) => x.text === text);
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
