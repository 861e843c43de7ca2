/**
 * The story book worth printing (issue 31; decision 170): 6 × 9 in with bleed, its fonts
 * embedded, chapters by topic in the order the family chose, without the stories they took out,
 * the family's photos in their chapters, and a QR code to her voice only where she was recorded.
 */
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories as storiesTable, storyBooks, voiceClips, type TranscriptLine } from '../db/schema/index.js';
import { signUp } from '../families/testing/families.js';
import { expandPendingEvents } from '../notifications/notification-worker.js';
import { completeCall } from '../notifications/testing/families.js';
import { squash } from '../notifications/testing/pdf-text.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';
import { ensureBookPdf } from './story-book.js';
import { landscapePng } from './testing/photo.js';
import { announceYearlyBooks } from './yearly-books.js';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let ana: Awaited<ReturnType<typeof signUp>>;
let bo: Awaited<ReturnType<typeof signUp>>;
type Told = { id: string; callId: string; words: string };
const told: Record<'cooking' | 'games' | 'job' | 'house', Told> = {} as never;

/** A story call in which the companion asks one question of the call plan's bank and she answers at length. */
function storyCall(question: string, answer: string[], start: Date): TranscriptLine[] {
  const lines: Array<[TranscriptLine['speaker'], string]> = [
    ['companion', "Hello Rosa, it's your Fondly companion, an AI, calling to hear another of your stories. Is now a good time?"],
    ['recipient', 'Oh yes, hello dear.'],
    ['companion', question],
    ...answer.map((a): [TranscriptLine['speaker'], string] => ['recipient', a]),
    ['companion', 'Thank you for sharing that, Rosa. Goodbye for now.'],
    ['recipient', 'Goodbye dear.'],
  ];
  return lines.map(([speaker, text], i) => ({ speaker, text, at: new Date(start.getTime() + i * 60_000).toISOString() }));
}

const CALLS = {
  cooking: ['Who taught you to cook?', ['My grandmother Ida taught me to make bread in her kitchen on Elm Street when I was nine.', 'She never measured anything and the dough was always right.', 'I still make her apple pie every November for the whole family.']],
  games: ['What games did you play as a child?', ['We played kick the can in the alley behind our house until the streetlights came on.', 'My brother Frank always cheated and hid in the coal shed.', 'In winter we went sledding on Miller’s hill with a tin tray.']],
  job: ['What was your very first job?', ['My first job was at the five and dime on Main Street, stocking shelves for forty cents an hour.', 'Mr. Kowalski let me work the counter after a month.', 'I bought my first winter coat with my own wages that December.']],
  house: ['What was the house you grew up in like?', ['Our house had a green door and a porch swing my father built himself.', 'There were six of us children in three small bedrooms upstairs.', 'The kitchen always smelled of coffee and woodsmoke in the mornings.']],
} as const;

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The PDF's pages: their boxes and text (pdfjs), and the links on each page. */
async function readBook(bytes: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: Array<{ view: number[]; text: string; links: string[] }> = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    const text = squash(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    const links = ((await page.getAnnotations()) as Array<{ url?: string }>).map((a) => a.url).filter((u): u is string => Boolean(u));
    pages.push({ view: page.view, text, links });
  }
  await doc.destroy();
  return pages;
}

async function bookOf(who: typeof ana, query = '') {
  const res = await ctx.app.request(`/api/keepsakes/book/${who.body.recipientId}${query}`, { headers: who.headers });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const arrange = (who: typeof ana, body: unknown, recipientId = who.body.recipientId) => ctx.app.request(`/api/story-books/${recipientId}`, jsonInit('PUT', body, who.headers));

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  ana = await signUp(ctx.app);
  bo = await signUp(ctx.app);
  let day = 0;
  const callIds: Record<string, string> = {};
  for (const [key, [question, answer]] of Object.entries(CALLS)) {
    const endedAt = new Date(Date.UTC(2026, 2 + day++, 10, 15));
    const { call } = await completeCall(ctx.db, ana.body.recipientId, { kind: 'stories', transcript: storyCall(question, [...answer], new Date(endedAt.getTime() - 10 * 60_000)), endedAt });
    callIds[key] = call.id;
  }
  await expandPendingEvents(ctx.deps);
  const byCall = await ctx.db.select().from(storiesTable);
  for (const key of Object.keys(CALLS) as Array<keyof typeof CALLS>) {
    const row = byCall.find((s) => s.callId === callIds[key])!;
    told[key] = { id: row.id, callId: row.callId, words: CALLS[key][1][1] };
  }
  // Her voice was kept for two of the stories (the passage rows and files the recordings domain writes).
  for (const key of ['cooking', 'job'] as const) {
    const id = crypto.randomUUID();
    await ctx.deps.providers.files.put(`voice-passages/${id}`, new Uint8Array([0xff, 0xfb, 0x90, 0x00]), 'audio/mpeg');
    await ctx.db.insert(voiceClips).values({
      id,
      callId: told[key].callId,
      recipientId: ana.body.recipientId,
      subscriberId: ana.body.subscriberId,
      kind: 'passage',
      quote: 'x',
      quoteIndex: 0,
      storageKey: `voice-passages/${id}`,
      mime: 'audio/mpeg',
      durationMs: 4000,
      bytes: 4,
      expiresAt: new Date(Date.now() + 300 * 86_400_000),
    });
  }
  const photo = `data:image/png;base64,${Buffer.from(landscapePng(600, 400)).toString('base64')}`;
  for (const body of [
    { recipientId: ana.body.recipientId, caption: 'Grandma Ida’s kitchen, 1952', topic: 'Cooking and recipes', image: photo },
    { recipientId: ana.body.recipientId, caption: 'Rosa on her eightieth birthday', image: photo },
  ]) {
    expect((await ctx.app.request('/api/family-photos', jsonInit('POST', body, ana.headers))).status).toBe(201);
  }
});

afterAll(() => ctx.close());

describe('the story book, print-ready', () => {
  it('places each story in the chapter of the question she answered, and lists them for the family to arrange', async () => {
    expect(Object.values(told).every((t) => t.id)).toBe(true);
    const plan = await json<{ chapters: Array<{ key: string; stories: Array<{ id: string; inBook: boolean; voice: boolean }>; photos: number }>; otherPhotos: number }>(
      await ctx.app.request(`/api/story-books/${ana.body.recipientId}`, { headers: ana.headers }),
    );
    expect(plan.chapters.map((c) => [c.key, c.stories.map((s) => s.id)])).toEqual([
      ['Childhood memories', [told.games.id, told.house.id]],
      ['Career and work life', [told.job.id]],
      ['Cooking and recipes', [told.cooking.id]],
    ]);
    expect(plan.chapters.flatMap((c) => c.stories).filter((s) => s.voice).map((s) => s.id).sort()).toEqual([told.cooking.id, told.job.id].sort());
    expect(plan.chapters.find((c) => c.key === 'Cooking and recipes')!.photos).toBe(1);
    expect(plan.otherPhotos).toBe(1);
  });

  it('refuses an arrangement it cannot follow, in the family’s words', async () => {
    const unknown = await arrange(ana, { chapters: ['Gardening'], leftOut: [] });
    expect(unknown.status).toBe(400);
    expect((await json<{ error: { message: string } }>(unknown)).error.message).toBe('Please choose chapters from the list.');
    const twice = await arrange(ana, { chapters: ['more', 'more'], leftOut: [] });
    expect((await json<{ error: { message: string } }>(twice)).error.message).toBe('Each chapter can be in the book only once.');
    const notHers = await arrange(ana, { chapters: [], leftOut: ['00000000-0000-4000-8000-000000000000'] });
    expect(notHers.status).toBe(400);
    expect((await json<{ error: { message: string } }>(notHers)).error.message).toBe('We could not find that story.');
    const none = await arrange(ana, { chapters: [], leftOut: Object.values(told).map((t) => t.id) });
    expect((await json<{ error: { message: string } }>(none)).error.message).toBe('Please keep at least one story in the book.');
    expect((await arrange(bo, { chapters: [], leftOut: [] }, ana.body.recipientId)).status).toBe(404);
    expect((await ctx.app.request(`/api/story-books/${ana.body.recipientId}`, { headers: bo.headers })).status).toBe(404);
  });

  it('is 6 × 9 in with 0.125 in bleed, embeds its fonts, follows the family’s order and leaves out what they removed, with a QR code only where her voice was kept', async () => {
    const saved = await arrange(ana, { chapters: ['Cooking and recipes', 'Career and work life', 'Childhood memories'], leftOut: [told.house.id] });
    expect(saved.status).toBe(200);
    const bytes = await bookOf(ana);
    const pages = await readBook(bytes);

    // Every page: the trim (6 × 9 in = 432 × 648 pt) inside 9 pt of bleed on every side.
    const raw = Buffer.from(bytes).toString('latin1');
    for (const p of pages) expect(p.view).toEqual([0, 0, 450, 666]);
    expect(raw.match(/\/TrimBox \[9 9 441 657\]/g)).toHaveLength(pages.length);
    expect(raw.match(/\/BleedBox \[0 0 450 666\]/g)).toHaveLength(pages.length);

    // Fonts: each one a subset of the shipped DejaVu Serif with its TrueType program inside; no standard-14 font.
    const fonts = [...raw.matchAll(/\/BaseFont \/([^\s/>]+)/g)].map((m) => m[1]!);
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f).toMatch(/^[A-Z]{6}\+DejaVuSerif(-Bold|-Italic)?$/);
    expect(raw.match(/\/FontFile2 /g)!.length).toBe(raw.match(/\/Type \/FontDescriptor/g)!.length);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);

    const text = pages.map((p) => p.text).join('\n');
    expect(pages[0]!.text).toContain('Rosa Rivera');
    expect(pages[0]!.text).toContain('3 stories, in their own words');
    const contents = pages.findIndex((p) => p.text.startsWith('Contents'));
    expect(contents).toBeGreaterThan(0);
    // The chapters open in the family's order, after the contents page.
    const opens = (title: string) => pages.findIndex((p, i) => i > contents && p.text.includes(title));
    expect(opens('Cooking and recipes')).toBeLessThan(opens('Career and work life'));
    expect(opens('Career and work life')).toBeLessThan(opens('Childhood memories'));
    expect(pages[contents]!.text.indexOf('Cooking and recipes')).toBeLessThan(pages[contents]!.text.indexOf('Childhood memories'));
    // Her words, and the removed story nowhere.
    expect(text).toContain('She never measured anything and the dough was always right.');
    for (const key of ['cooking', 'job', 'games'] as const) expect(text).toContain(told[key].words);
    expect(text).not.toContain(told.house.words);

    // QR codes (a link on each code to her signed /listen page): on the recorded stories' pages only.
    const listenLinks = pages.flatMap((p) => p.links.filter((l) => l.includes('/listen/')));
    expect(listenLinks).toHaveLength(2);
    for (const key of ['cooking', 'job'] as const) {
      const page = pages.find((p, i) => i > contents && p.text.includes(told[key].words))!;
      expect(page.links.some((l) => l.startsWith(`http://localhost:3000/listen/${told[key].callId}.`))).toBe(true);
    }
    const games = pages.find((p, i) => i > contents && p.text.includes(told.games.words))!;
    expect(games.links.filter((l) => l.includes('/listen/'))).toEqual([]);
    // The link opens the page that plays her (signed, not expired).
    const listen = await ctx.app.request(new URL(listenLinks[0]!).pathname);
    expect(listen.status).toBe(200);

    // Photos: the kitchen in the cooking chapter (before the next chapter opens), the birthday on the photo pages.
    const kitchen = pages.findIndex((p) => p.text.includes('Grandma Ida’s kitchen, 1952'));
    expect(kitchen).toBeGreaterThanOrEqual(opens('Cooking and recipes'));
    expect(kitchen).toBeLessThan(opens('Career and work life'));
    expect(pages.findIndex((p) => p.text.includes('Rosa on her eightieth birthday'))).toBeGreaterThanOrEqual(opens('Family photographs'));
    expect(opens('Family photographs')).toBeGreaterThan(opens('Childhood memories'));
  });

  it('the yearly book follows the same arrangement, and its mail counts the stories it holds', async () => {
    expect(await announceYearlyBooks(ctx.deps, new Date('2027-01-04T12:00:00Z'))).toBe(1);
    const [announced] = await ctx.db.select().from(storyBooks).where(eq(storyBooks.recipientId, ana.body.recipientId));
    const book = (await ensureBookPdf(ctx.deps, announced!.id))!;
    expect(book.storyCount).toBe(3);
    const pages = await readBook(new Uint8Array(book.pdf!));
    const text = pages.map((p) => p.text).join('\n');
    expect(text).not.toContain(told.house.words);
    const contents = pages.findIndex((p) => p.text.startsWith('Contents'));
    const opens = (title: string) => pages.findIndex((p, i) => i > contents && p.text.includes(title));
    expect(opens('Cooking and recipes')).toBeLessThan(opens('Childhood memories'));
  });
});
