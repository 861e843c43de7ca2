import { expect, test } from '@playwright/test';
import { phoneInZone } from '../../api/src/testing/signup-bodies';
import { pdfText, squash } from '../../api/src/notifications/testing/pdf-text';
import { confirmEmailFromWelcome, mailHtml, mailTo, signUpByApi, zoneInCallingHours } from '../support/fixtures';

/**
 * Her say over what the family reads (issue 31, decision 155): on the simulated phone, the
 * scripted recipient at 555-0110 tells of a gentleman friend and asks "Don't tell my daughter.
 * Keep that between us." Her words are in none of the family's outputs: the Moment mail, the
 * keepsake PDF, Call History and her profile on the dashboard API; Call History says a part was
 * kept private.
 */
const PRIVATE = /Harold|gentleman|church/i;

test('a passage she keeps private is absent from the mail, the PDF and the dashboard API', async ({ page }) => {
  test.setTimeout(240_000);
  const timeZone = zoneInCallingHours();
  // Her number is the scripted recipient who keeps something private (555-0110), in her zone.
  const recipientPhone = `+1${phoneInZone(timeZone).slice(1, 4)}5550110`;
  const { email, recipientId } = await signUpByApi(page, { recipientPhone, frequency: 'daily', timeZone });
  await confirmEmailFromWelcome(page, email);

  const placed = await page.request.post(`/api/recipients/${recipientId}/call-now`, { data: {} });
  expect(placed.status(), await placed.text()).toBe(201);

  // Her call is a minute and more of real speech (the call's consent, then the recording question,
  // then her eight lines): the family's mail follows its end, so the journey waits for the end first.
  const { callId } = (await placed.json()) as { callId: string };
  type History = { calls: Array<{ id: string; state: string; transcript: Array<{ text: string; keptPrivate?: boolean }>; story: { body: string } | null }> };
  const theCall = async () => ((await (await page.request.get(`/api/recipients/${recipientId}/calls`)).json()) as History).calls.find((c) => c.id === callId);
  await expect.poll(async () => (await theCall())?.state, { timeout: 150_000 }).toBe('completed');

  // The Moment mail: the rest of the call is there, her private words are not, in its text or its HTML.
  const mail = await mailTo(page, email, /^A Moment with/);
  expect(mail.text).toContain('farm in Ohio');
  expect(mail.text).not.toMatch(PRIVATE);
  const html = await mailHtml(page, mail);
  expect(html).toContain('farm in Ohio');
  expect(html).not.toMatch(PRIVATE);

  // The keepsake PDF.
  const { stories } = (await (await page.request.get('/api/stories')).json()) as { stories: Array<{ id: string; pdfUrl: string }> };
  expect(stories.length).toBeGreaterThan(0);
  const pdf = await page.request.get(stories[0]!.pdfUrl);
  expect(pdf.status()).toBe(200);
  const { text } = await pdfText(new Uint8Array(await pdf.body()));
  expect(squash(text)).toContain('farm in Ohio');
  expect(squash(text)).not.toMatch(PRIVATE);

  // Call History on the dashboard API: a notice in place of the part, never its words.
  const call = (await theCall())!;
  expect(JSON.stringify(call)).not.toMatch(PRIVATE);
  expect(call.transcript.filter((l) => l.keptPrivate).map((l) => l.text)).toEqual(['A part of this call was kept private at her request.']);
  expect(call.transcript.some((l) => l.text.includes('farm in Ohio'))).toBe(true);

  // What the companion remembers (her profile) holds nothing of it either.
  const profile = await page.request.get(`/api/recipients/${recipientId}/profile`);
  expect(profile.status()).toBe(200);
  expect(await profile.text()).not.toMatch(PRIVATE);
});
