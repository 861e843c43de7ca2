import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { confirmEmailFromWelcome, remote, ringsOnThePhonePage, signInOperator, signUpByApi, tick, zoneInCallingHours } from '../support/fixtures';

/**
 * Loneliness measured (issue 31, decision 156): on the call after her consent call the companion
 * asks the three UCLA questions in their validated wording; her answers (often, some of the time,
 * often: 8) appear on the dashboard's chart with where to get help; the family turns them off.
 */
const area = (page: Page) => remote(page, 'onboarding');

test('a month begins with a baseline score on the dashboard, and the family can turn the questions off', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const timeZone = zoneInCallingHours();
  const { email, recipientId } = await signUpByApi(page, { recipientPhone: ringsOnThePhonePage(timeZone), frequency: 'daily', timeZone });
  await confirmEmailFromWelcome(page, email);

  const operator = await browser.newContext({ baseURL: E2E.baseUrl });
  const handset = await operator.newPage();
  await signInOperator(handset, '/admin/phone');
  await expect(handset.getByText('Handset connected')).toBeVisible();
  /** A call now, answered on the handset; each of her lines waits for the companion line it expects. */
  async function call(turns: Array<[string, string]>) {
    const placed = await page.request.post(`/api/recipients/${recipientId}/call-now`, { data: {} });
    expect(placed.status(), await placed.text()).toBe(201);
    await handset.getByRole('button', { name: 'Answer' }).click({ timeout: 30_000 });
    const conversation = handset.getByRole('list', { name: 'Conversation' }).last();
    await expect(conversation).toContainText('this is Fondly, an AI companion', { timeout: 20_000 });
    const companion = conversation.locator('li[data-speaker="companion"]');
    for (const [words, expected] of turns) {
      const before = await companion.count();
      await handset.getByLabel('Say something as Rosa Rivera').fill(words);
      await handset.getByRole('button', { name: 'Say it' }).click();
      await expect.poll(() => companion.count(), { timeout: 30_000 }).toBeGreaterThan(before);
      await expect(conversation).toContainText(expected, { timeout: 30_000 });
    }
    await handset.getByRole('button', { name: 'Hang up' }).click();
    await handset.reload();
    await expect(handset.getByText('Handset connected')).toBeVisible();
  }

  // Her consent call: the questions are never asked there. Whether her voice may be kept is asked
  // beside the call's consent (decision 154), and she answers it, so it does not open the next call.
  await call([
    ["Yes, that's fine. Hello dear, how nice of you to call.", 'Just say yes or no.'],
    ['Yes, that would be lovely.', 'Your family will love hearing your voice.'],
  ]);
  // The next call takes the baseline.
  await call([
    ['Hello dear, how nice of you to call.', '?'],
    // Each sentence the companion says is its own line on the handset: the question's last sentence is waited for.
    ["I'm alright today, thank you.", 'Would you say hardly ever, some of the time, or often?'],
    ['Often, to be honest.', 'How often do you feel left out?'],
    ['Some of the time.', 'How often do you feel isolated from others?'],
    ['Often.', "That's all three"],
  ]);
  await operator.close();

  await page.goto('/dashboard');
  const a = area(page);
  await expect(a.getByRole('heading', { name: 'Loneliness, month by month' })).toBeVisible();
  await expect(a.getByTestId('loneliness-chart')).toBeVisible();
  await expect(a.getByText('Latest score')).toContainText('8');
  await expect(a.getByText('3, hardly ever lonely')).toBeVisible();
  // 8 is high: where to get help.
  await expect(a.getByTestId('loneliness-help')).toContainText('1-800-677-1116');
  await expect(a.getByTestId('loneliness-help')).toContainText('988');
  await expect(a.getByTestId('loneliness-help')).toContainText("Rosa's score has gone up or is high.");
  await a.getByTestId('loneliness-chart').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('loneliness-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await a.getByTestId('loneliness-chart').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('loneliness-375.png'), fullPage: true });

  // The family turns the questions off; it is kept.
  const toggle = a.getByLabel('Ask the three loneliness questions about once a month');
  await expect(toggle).toBeChecked();
  // Clicked as a person does, on its label: the label's click area covers the whole row, the box too.
  await tick(a, 'Ask the three loneliness questions about once a month');
  await expect(toggle).not.toBeChecked();
  await expect(page.locator('.fds-toast').filter({ hasText: 'will not ask' })).toBeVisible();
  await page.reload();
  await expect(a.getByLabel('Ask the three loneliness questions about once a month')).not.toBeChecked();
});
