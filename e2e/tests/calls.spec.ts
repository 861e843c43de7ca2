import { expect, test, type Page } from '@playwright/test';
import { operatorHeaders } from '../support/env';
import { signInOperator } from '../support/fixtures';

/** A number the simulated phone does not answer by itself: it rings on /admin/phone. */
const RINGS_HERE = '+12125557788';

test('an operator answers a simulated call on /admin/phone, talks as the recipient, and sees it on the live calls board', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOperator(page, '/admin/phone');
  const phone = page.getByTestId('phone-simulator');
  await expect(phone).toBeVisible();
  await expect(page.getByText('Handset connected')).toBeVisible();

  await page.getByLabel('Phone number').fill(RINGS_HERE);
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Incoming call for Friend' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Answer' }).click();

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText('this is Fondly, an AI companion', { timeout: 20_000 });
  const say = page.getByLabel('Say something as Friend');
  await say.fill("Hello! I'm feeling well today.");
  await page.getByRole('button', { name: 'Say it' }).click();
  await expect(conversation).toContainText("I'm feeling well today.");
  await expect(conversation).toContainText(/sleeping|rest|feeling|eating/, { timeout: 30_000 });

  // The same call, live, on the board.
  const board = await page.context().newPage();
  await board.goto('/admin/calls-board');
  await expect(board.getByTestId('calls-board')).toBeVisible();
  await expect(board.getByRole('article', { name: /Call with Friend, In progress/ })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page.getByRole('heading', { name: 'Call ended' })).toBeVisible();
  await board.reload();
  await expect(board.getByRole('article', { name: /Call with Friend, Completed/ }).first()).toBeVisible({ timeout: 15_000 });
});

test('the test endpoints are operator-only and a full call flow runs against a scripted recipient', async ({ request }) => {
  test.setTimeout(120_000);
  const refused = await request.post('/api/test/full-call-flow', { data: { phoneNumber: '+12125550103', recipientName: 'Margaret', topic: 'Cooking and recipes' } });
  expect(refused.status()).toBe(401);
  const res = await request.post('/api/test/full-call-flow', {
    headers: operatorHeaders,
    data: { phoneNumber: '+12125550103', recipientName: 'Margaret', topic: 'Cooking and recipes' },
    timeout: 110_000,
  });
  const result = await res.json();
  expect(result.success).toBe(true);
  expect(result.steps.map((s: { step: string }) => s.step)).toContain('Call completed');
});

test('the phone simulator fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInOperator(page, '/admin/phone');
  await expect(page.getByTestId('phone-simulator')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
