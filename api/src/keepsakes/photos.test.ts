import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, PHOTO_MESSAGES, type FamilyPhoto } from '@fondly/contract/photos';
import { familyPhotos, stories } from '../db/schema/index.js';
import { signUp } from '../families/testing/families.js';
import { completeCall } from '../notifications/testing/families.js';
import { pdfText, squash } from '../notifications/testing/pdf-text.js';
import { companionshipTranscript } from '../notifications/testing/transcripts.js';
import { ensureStoryForCall } from '../summaries/index.js';
import { createTestContext, jsonInit } from '../testing/test-app.js';

/** A real 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const dataUrl = (type: string, b64: string) => `data:${type};base64,${b64}`;

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let ana: Awaited<ReturnType<typeof signUp>>;
let bo: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await signUp(ctx.app);
  bo = await signUp(ctx.app);
});
afterAll(() => ctx.close());

const add = (who: typeof ana, body: unknown) => ctx.app.request('/api/family-photos', jsonInit('POST', body, who.headers));
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

describe('family photos', () => {
  it('adds a photo with a caption, lists it and serves it only to this family', async () => {
    const res = await add(ana, { recipientId: ana.body.recipientId, caption: ' Picking tomatoes, August ', image: dataUrl('image/png', PNG) });
    expect(res.status).toBe(201);
    const photo = (await res.json()) as FamilyPhoto;
    expect(photo.caption).toBe('Picking tomatoes, August');
    expect(photo.contentType).toBe('image/png');

    const list = (await (await ctx.app.request('/api/family-photos', { headers: ana.headers })).json()) as { photos: FamilyPhoto[] };
    expect(list.photos.map((p) => p.id)).toEqual([photo.id]);
    const image = await ctx.app.request(photo.imageUrl, { headers: ana.headers });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(PNG);

    // Another family sees neither the photo nor that it exists.
    expect(((await (await ctx.app.request('/api/family-photos', { headers: bo.headers })).json()) as { photos: unknown[] }).photos).toEqual([]);
    expect((await ctx.app.request(photo.imageUrl, { headers: bo.headers })).status).toBe(404);
    expect((await ctx.app.request(`/api/family-photos/${photo.id}`, jsonInit('DELETE', undefined, bo.headers))).status).toBe(404);
    expect((await ctx.app.request('/api/family-photos')).status).toBe(401);
  });

  it('refuses what is not a JPEG or PNG, a photo too large, a long caption and another family’s loved one, in the product’s words', async () => {
    const gif = await add(ana, { recipientId: ana.body.recipientId, image: dataUrl('image/gif', 'R0lGODlhAQABAAAAACw=') });
    expect(gif.status).toBe(400);
    expect((await errorOf(gif)).fields?.image).toBe(PHOTO_MESSAGES.wrongType);
    // Says PNG, is text: the bytes decide.
    const liar = await add(ana, { recipientId: ana.body.recipientId, image: dataUrl('image/png', Buffer.from('not a picture at all').toString('base64')) });
    expect(liar.status).toBe(400);
    expect((await errorOf(liar)).message).toBe(PHOTO_MESSAGES.wrongType);
    const big = Buffer.alloc(PHOTO_LIMITS.maxBytes + 1024, 1);
    big.set(Buffer.from(PNG, 'base64').subarray(0, 8));
    const tooLarge = await add(ana, { recipientId: ana.body.recipientId, image: dataUrl('image/png', big.toString('base64')) });
    expect(tooLarge.status).toBe(400);
    expect((await errorOf(tooLarge)).fields?.image).toBe(PHOTO_MESSAGES.tooLarge);
    const caption = await add(ana, { recipientId: ana.body.recipientId, caption: 'x'.repeat(PHOTO_LIMITS.captionMax + 1), image: dataUrl('image/png', PNG) });
    expect((await errorOf(caption)).fields?.caption).toBe(PHOTO_MESSAGES.captionTooLong);
    const theirs = await add(ana, { recipientId: bo.body.recipientId, image: dataUrl('image/png', PNG) });
    expect(theirs.status).toBe(400);
    expect((await errorOf(theirs)).message).toBe(PHOTO_MESSAGES.chooseLovedOne);
    // Nothing half-written: only the one good photo of the first test is there.
    expect(await ctx.db.select().from(familyPhotos).where(eq(familyPhotos.recipientId, ana.body.recipientId))).toHaveLength(1);
  });

  it('prints the newest photo and its caption on the next Moment’s page', async () => {
    await add(ana, { recipientId: ana.body.recipientId, caption: 'Sunday lunch at the lake', image: dataUrl('image/png', PNG) });
    const { call } = await completeCall(ctx.db, ana.body.recipientId, { transcript: companionshipTranscript() });
    await ensureStoryForCall(ctx.deps, call.id);
    const [story] = await ctx.db.select().from(stories).where(eq(stories.callId, call.id));
    const pdf = story!.pdf;
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const { text } = await pdfText(new Uint8Array(pdf));
    expect(squash(text)).toContain('Sunday lunch at the lake');
    expect(squash(text)).not.toContain('Picking tomatoes, August');
  });

  it('removes a photo and its file', async () => {
    const photo = (await (await add(ana, { recipientId: ana.body.recipientId, image: dataUrl('image/png', PNG) })).json()) as FamilyPhoto;
    const [row] = await ctx.db.select().from(familyPhotos).where(eq(familyPhotos.id, photo.id));
    const res = await ctx.app.request(`/api/family-photos/${photo.id}`, jsonInit('DELETE', undefined, ana.headers));
    expect(res.status).toBe(200);
    expect(await ctx.deps.providers.files.get(row!.storageKey)).toBeNull();
    expect((await ctx.app.request(photo.imageUrl, { headers: ana.headers })).status).toBe(404);
  });

  it('deletes every photo and file with the account', async () => {
    const rows = await ctx.db.select().from(familyPhotos).where(eq(familyPhotos.subscriberId, ana.body.subscriberId));
    expect(rows.length).toBeGreaterThan(0);
    const email = ((await (await ctx.app.request('/api/account', { headers: ana.headers })).json()) as { email: string }).email;
    const res = await ctx.app.request('/api/account', jsonInit('DELETE', { confirmEmail: email }, ana.headers));
    expect(res.status).toBe(200);
    expect(await ctx.db.select().from(familyPhotos).where(eq(familyPhotos.subscriberId, ana.body.subscriberId))).toEqual([]);
    for (const row of rows) expect(await ctx.deps.providers.files.get(row.storageKey)).toBeNull();
  });
});
