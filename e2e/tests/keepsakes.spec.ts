import { expect, test, type Page } from '@playwright/test';
import { signInOperator, signUpByApi } from '../support/fixtures';

test.describe('the mail outbox in the admin tools', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 375, height: 812 },
  ]) {
    test(`an operator reads the welcome email a new family was sent (${viewport.name})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const email = `dana.${Date.now().toString(36)}.${viewport.name}@example.com`;
      await signUpByApi(page, { subscriberEmail: email });
      await signInOperator(page, '/admin/outbox');
      await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();

      // The worker writes the welcome mail within moments of the signup.
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        await expect(row).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(row).toContainText('Welcome to Fondly!');

      await row.getByRole('button', { name: /^Open/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Welcome to Fondly!' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`To Dana Rivera <${email}>`);
      const frame = page.frameLocator('iframe[title="The mail “Welcome to Fondly!”"]');
      await expect(frame.getByText('Thank you for joining Fondly.', { exact: false })).toBeVisible();
      await page.screenshot({ path: `test-results/outbox-${viewport.name}-html.png` });
      await dialog.getByRole('button', { name: 'Plain text' }).click();
      await expect(dialog.locator('pre')).toContainText('will receive their first call within 24 hours');
      await page.screenshot({ path: `test-results/outbox-${viewport.name}.png`, fullPage: true });
      await dialog.getByRole('button').filter({ hasText: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await context.close();
    });
  }

  test('is for operators only', async ({ request }) => {
    expect((await request.get('/api/outbox')).status()).toBe(401);
  });
});
