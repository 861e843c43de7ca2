import { BOOK_CHAPTERS, type BookChapterKey } from '@fondly/contract/stories';
import { ONBOARDING_TOPIC_LABELS, TOPICS, type Topic } from '@fondly/contract/onboarding';
import { TOPIC_QUESTIONS } from '../calls/pipeline/conversation/call-plan.js';
import type { TranscriptLine } from '../db/schema/index.js';

/**
 * Which chapter of her book a story belongs in (decision 170). A story call is planned around
 * the family's topics: the companion asks the questions of `TOPIC_QUESTIONS`, so the topic whose
 * question she answered at greatest length is the story's. A call whose questions were put in
 * other words (a language model's) falls back on the story's own words (`TOPIC_WORDS`). Neither:
 * 'more', the book's "More stories".
 */
const norm = (s: string) => s.toLowerCase().replace(/[’']/g, '').replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();

/** Each question of the call plan's bank, normalised, with the topic it belongs to (the onboarding's short topics as the schedule's). */
const QUESTIONS: Array<{ q: string; topic: Topic }> = Object.entries(TOPIC_QUESTIONS).flatMap(([key, qs]) => {
  const topic = (TOPICS as readonly string[]).includes(key) ? (key as Topic) : ONBOARDING_TOPIC_LABELS[key as keyof typeof ONBOARDING_TOPIC_LABELS];
  return topic ? qs.map((q) => ({ q: norm(q), topic })) : [];
});

/** Words that say what a story is about, per topic: read in the story's title (three times the weight) and its text. */
export const TOPIC_WORDS: Record<Topic, RegExp> = {
  'Childhood memories': /\b(childhood|as a (child|girl|boy|kid)|when i was (little|small|young|a (child|girl|boy))|grew up|growing up|little girl|little boy|toys?|playground|my (brothers?|sisters?) and i)\b/g,
  'School and education': /\b(school|schoolhouse|teachers?|classroom|classmates?|college|university|homework|graduat\w*|lessons at|spelling bee)\b/g,
  'Family traditions': /\b(traditions?|every (sunday|christmas|thanksgiving|summer)|passed down|family recipe|reunions?|birthdays?|heirloom)\b/g,
  'Career and work life': /\b(work(ed|ing)?|jobs?|career|office|factory|boss|retired|shifts?|exchange|employ\w*|wages?|salary|business)\b/g,
  'Love and relationships': /\b(married|marriage|wedding|husband|wife|sweetheart|courting|fell in love|in love|dance(d|s)?|dancing|walk me home|engaged)\b/g,
  'Life lessons learned': /\b(lessons?|learned|taught me|kind first|if i could do it again|wisdom|regrets?)\b/g,
  'Favorite holidays': /\b(christmas|thanksgiving|easter|hanukkah|fourth of july|new year|holidays?|presents|santa)\b/g,
  'Travel adventures': /\b(travel(l?ed|l?ing)?|trips?|journey|abroad|vacation|visited|flew|airplane|ship|by train|the lake|mountains|seaside)\b/g,
  'Cooking and recipes': /\b(cook(ed|ing)?|bak(e|ed|ing|ery)|recipes?|kitchen|oven|cakes?|bread|pies?|soup|stew|icing|dough)\b/g,
  'Hobbies and interests': /\b(hobby|hobbies|garden(ing)?|knit(ting)?|sew(ing)?|paint(ing)?|fishing|piano|singing|choir|crossword|chickens)\b/g,
  'Historical events they lived through': /\b(the war|war years|president|moon landing|depression|kennedy|rationing|the news|on the radio|history)\b/g,
  'Advice for younger generations': /\b(advice|grandchildren|young people|younger generation|my advice|remember this)\b/g,
};

function count(re: RegExp, text: string) {
  return text.match(re)?.length ?? 0;
}

export function chapterOf(story: { title: string; body: string; quotes: readonly string[] }, transcript: readonly TranscriptLine[] = []): BookChapterKey {
  const scores = new Map<Topic, number>();
  const add = (topic: Topic, n: number) => scores.set(topic, (scores.get(topic) ?? 0) + n);

  // The questions of the call plan she answered, weighed by how much she said after each.
  transcript.forEach((line, i) => {
    if (line.speaker !== 'companion') return;
    const said = norm(line.text);
    const asked = QUESTIONS.find((x) => said.includes(x.q));
    if (!asked) return;
    let words = 0;
    for (let j = i + 1; j < transcript.length && transcript[j]!.speaker === 'recipient'; j++) words += transcript[j]!.text.split(/\s+/).length;
    if (words >= 8) add(asked.topic, 10 + words / 10);
  });
  if (!scores.size) {
    const title = story.title.toLowerCase();
    const text = `${story.body} ${story.quotes.join(' ')}`.toLowerCase();
    for (const topic of TOPICS) add(topic, 3 * count(TOPIC_WORDS[topic], title) + count(TOPIC_WORDS[topic], text));
  }
  let best: Topic | null = null;
  for (const topic of TOPICS) if ((scores.get(topic) ?? 0) > (best ? scores.get(best)! : 1)) best = topic;
  return best ?? 'more';
}

/** The chapters in the family's order: those they placed, then any new ones in the usual order (the topics', then "More stories"). */
export function chapterOrder(saved: readonly string[]): BookChapterKey[] {
  const known = saved.filter((k): k is BookChapterKey => (BOOK_CHAPTERS as readonly string[]).includes(k));
  return [...new Set([...known, ...BOOK_CHAPTERS])];
}
