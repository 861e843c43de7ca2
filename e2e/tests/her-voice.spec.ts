import { expect, test } from '@playwright/test';
import { confirmEmailFromWelcome, mailTo, remote, signUpByApi, zoneInCallingHours } from '../support/fixtures';
import { phoneInZone } from '../../api/src/testing/signup-bodies';

/**
 * Her voice in every Moment, with her consent (issue 31, docs/recordings.md): her first call on
 * the simulated phone's audio line (a scripted recipient who says yes to being recorded, 555-0112)
 * produces a Moment whose mail links to a signed page that plays her, and whose dashboard card
 * plays her words; one who says no (555-0113) gets none, and the family sees why.
 */
const area = (page: import('@playwright/test').Page) => remote(page, 'onboarding');

async function firstCallWith(page: import('@playwright/test').Page, line: '0112' | '0113') {
  const timeZone = zoneInCallingHours();
  const phone = `+1${phoneInZone(timeZone).slice(1, 4)}555${line}`;
  const { email, recipientId } = await signUpByApi(page, { recipientPhone: phone, frequency: 'daily', timeZone });
  await confirmEmailFromWelcome(page, email);
  const placed = await page.request.post(`/api/recipients/${recipientId}/call-now`, { data: {} });
  expect(placed.status(), await placed.text()).toBe(201);
  await expect.poll(async () => ((await (await page.request.get('/api/stories')).json()) as { stories: unknown[] }).stories.length, { timeout: 150_000 }).toBeGreaterThan(0);
  return { email };
}

test('with her yes, the Moment plays her own words on the dashboard and on the page its mail links to', async ({ page }) => {
  test.setTimeout(240_000);
  const { email } = await firstCallWith(page, '0112');
  await page.goto('/dashboard');
  const card = area(page).getByTestId('latest-moment');
  await expect(card.getByTestId('recording-consent')).toContainText('said yes');
  const audio = card.locator('audio');
  await expect(audio).toHaveCount(1);
  const src = (await audio.getAttribute('src'))!;
  const played = await page.request.get(src);
  expect(played.status()).toBe(200);
  expect(played.headers()['content-type']).toBe('audio/mpeg');
  expect((await played.body()).length).toBeGreaterThan(1000);

  const mail = await mailTo(page, email, /^A Moment with /);
  const link = /https?:\/\/\S+\/listen\/[\w.-]+/.exec(mail.text)?.[0];
  expect(link, 'the Moment mail links to her voice').toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const player = page.locator('audio').first();
  // The browser itself loads and decodes her voice from the signed page.
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await player.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(0.5);
});

test('without her yes, nothing of her voice is kept and the family is told plainly', async ({ page }) => {
  test.setTimeout(240_000);
  const { email } = await firstCallWith(page, '0113');
  await page.goto('/dashboard');
  const card = area(page).getByTestId('latest-moment');
  await expect(card.getByTestId('recording-consent')).toContainText('preferred not');
  await expect(card.getByText('No recording:')).toBeVisible();
  await expect(card.locator('audio')).toHaveCount(0);
  const mail = await mailTo(page, email, /^A Moment with /);
  expect(mail.text).toContain('preferred not to be recorded');
  expect(mail.text).not.toMatch(/\/listen\//);
});
