import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { recipients, stories } from '../db/schema/index.js';
import type { StoryDetail, StoryListQuery, StorySummary } from '@fondly/contract/stories';
import { renderKeepsakePdf, type KeepsakeContent } from './keepsake-pdf.js';
import { summarizeExtractively } from '../summaries/local.js';
import type { TranscriptLine } from '../db/schema/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A forged or malformed id is simply not found: the answer never says whether it exists elsewhere. */
export const isUuid = (id: string) => UUID.test(id);

const columns = {
  id: stories.id,
  kind: stories.kind,
  title: stories.title,
  body: stories.body,
  quotes: stories.quotes,
  wellness: stories.wellness,
  source: stories.source,
  occurredAt: stories.occurredAt,
  recipientId: stories.recipientId,
  recipientName: recipients.name,
};

type Row = { id: string; kind: 'moment' | 'story'; title: string; body: string; occurredAt: Date; recipientId: string; recipientName: string };

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > 220 ? `${flat.slice(0, 217).replace(/\s+\S*$/, '')}…` : flat;
}

function summary(row: Row): StorySummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    excerpt: excerpt(row.body),
    recipientId: row.recipientId,
    recipientName: row.recipientName,
    occurredAt: row.occurredAt.toISOString(),
    pdfUrl: `/api/stories/${row.id}/pdf`,
  };
}

/** The Story Library: this subscriber's Moments and stories, newest first. */
export async function listStories(db: DbOrTx, subscriberId: string, query: StoryListQuery): Promise<StorySummary[]> {
  const where: SQL[] = [eq(stories.subscriberId, subscriberId)];
  if (query.kind) where.push(eq(stories.kind, query.kind));
  if (query.recipientId) where.push(eq(stories.recipientId, query.recipientId));
  const rows = await db
    .select(columns)
    .from(stories)
    .innerJoin(recipients, eq(recipients.id, stories.recipientId))
    .where(and(...where))
    .orderBy(desc(stories.occurredAt))
    .limit(500);
  return rows.map(summary);
}

/** One Moment or story, only if it belongs to this subscriber. */
export async function getStory(db: DbOrTx, subscriberId: string, id: string): Promise<StoryDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(columns)
    .from(stories)
    .innerJoin(recipients, eq(recipients.id, stories.recipientId))
    .where(and(eq(stories.id, id), eq(stories.subscriberId, subscriberId)));
  if (!row) return null;
  return { ...summary(row), body: row.body, quotes: row.quotes, wellness: row.wellness ?? null, source: row.source };
}

export async function getStoryPdf(db: DbOrTx, subscriberId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ pdf: stories.pdf, kind: stories.kind, occurredAt: stories.occurredAt, recipientName: recipients.name })
    .from(stories)
    .innerJoin(recipients, eq(recipients.id, stories.recipientId))
    .where(and(eq(stories.id, id), eq(stories.subscriberId, subscriberId)));
  if (!row) return null;
  return { pdf: row.pdf, filename: pdfFilename(`${row.recipientName}-${row.occurredAt.toISOString().slice(0, 10)}-${row.kind}`) };
}

export function pdfFilename(stem: string): string {
  const slug = stem
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'fondly-keepsake'}.pdf`;
}

/** "Test Sample PDF": what a keepsake looks like, with the family's own loved one's name. */
export async function samplePdf(db: DbOrTx, subscriberId: string, now: Date) {
  const [recipient] = await db
    .select({ name: recipients.name })
    .from(recipients)
    .where(eq(recipients.subscriberId, subscriberId))
    .orderBy(asc(recipients.createdAt))
    .limit(1);
  // No loved one yet: the sample call's Walter, so every sentence of the page still reads right.
  const pdf = await renderKeepsakePdf(sampleMoment(recipient?.name ?? SAMPLE_NAME, now));
  return { pdf, filename: 'fondly-sample-keepsake.pdf' };
}

const SAMPLE_NAME = 'Walter Brooks';

/**
 * A sample companionship call (the sample call's opening and Walter's words, then a few minutes
 * more): the sample keepsake is what the product's own summariser makes of it, so it can never
 * promise more than a real Moment gives.
 */
function sampleCall(name: string, at: Date): TranscriptLine[] {
  const first = name.trim().split(/\s+/)[0] || name;
  const lines: Array<[TranscriptLine['speaker'], string]> = [
    ['companion', `Hello, this is Fondly, an AI companion calling on behalf of Sarah. This call is written down so your family can share in it. It's so nice to talk with you, ${first}! How are you today?`],
    ['recipient', 'Not bad at all, thank you.'],
    ['companion', 'Are your tomatoes ripe yet?'],
    ['recipient', 'Nearly! My granddaughter is coming on Sunday.'],
    ['companion', 'How lovely. What will you do together?'],
    ['recipient', "We're going to bake bread together, the way my mother taught me when I was seven."],
    ['companion', 'How have you been sleeping?'],
    ['recipient', 'I slept right through till seven, which is rare for me.'],
    ['companion', 'And have you been eating well?'],
    ['recipient', 'I had porridge for breakfast and a bowl of soup for lunch.'],
    ['companion', 'How are you feeling in yourself this week?'],
    ['recipient', "I'm in good spirits, the sunshine always cheers me up."],
    ['companion', 'Is anything bothering you?'],
    ['recipient', "My knee's a bit stiff on the stairs, but it's not too bad."],
    ['companion', `Thank you for the chat, ${first}. I'll call you again tomorrow morning.`],
    ['recipient', 'Goodbye, dear.'],
  ];
  return lines.map(([speaker, text], i) => ({ speaker, text, at: new Date(at.getTime() - (lines.length - i) * 45_000).toISOString() }));
}

/**
 * A real-looking Moment, made by the summariser from the sample call with the loved one's name:
 * the dashboard's sample keepsake and the home page's preview.
 */
export function sampleMoment(name: string, occurredAt: Date): KeepsakeContent & { kind: 'moment' } {
  const summary = summarizeExtractively({ kind: 'loneliness', recipientName: name, transcript: sampleCall(name, occurredAt), durationSeconds: 720 });
  return {
    kind: 'moment',
    recipientName: name,
    title: `A sample Moment with ${name}`,
    body: `${summary.body}\n\nThis is a sample: after each real call, this page holds what was actually said.`,
    quotes: summary.quotes,
    wellness: summary.wellness,
    occurredAt,
  };
}

/** A deleted account's Moments and stories (its PDFs with them). */
export async function forgetStoriesOf(tx: DbOrTx, subscriberId: string) {
  await tx.delete(stories).where(eq(stories.subscriberId, subscriberId));
}

/** Stores the keepsake of one call, once: a second summary of the same call changes nothing. Returns the stored one. */
export async function saveCallStory(db: DbOrTx, story: typeof stories.$inferInsert & { callId: string }) {
  await db.insert(stories).values(story).onConflictDoNothing({ target: stories.callId });
  const [stored] = await db.select().from(stories).where(eq(stories.callId, story.callId));
  return stored ?? null;
}
