import { expect, test, type Page } from '@playwright/test';
import postgres from 'postgres';
import { remote, signUpByApi, tick, toastWith } from '../support/fixtures';

/**
 * What a family still met after issue 30's first round (the lead's list for family6): each test
 * fails on the build before its fix.
 */

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.describe('/schedule-call and an older call window', () => {
  test('her own hours, which no page offers now, are shown as they are and kept when the family saves other changes', async ({ page }) => {
    // Only the database holds such a row: the journey writes it there (PostgreSQL runs, as in CI).
    test.skip(!process.env.E2E_DATABASE_URL, 'needs the PostgreSQL run (TEST_DATABASE_URL) to write an older schedule row');
    const { recipientId } = await signUpByApi(page, { frequency: 'daily' });
    const sql = postgres(process.env.E2E_DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      await sql`update schedules set "window" = 'afternoon', window_start_minute = 840, window_end_minute = 960 where recipient_id = ${recipientId}`;
    } finally {
      await sql.end();
    }
    await page.goto(`/schedule-call?recipient=${recipientId}`);
    const a = remote(page, 'onboarding');
    const time = a.getByLabel('Preferred Time');
    await expect(time.locator('option:checked')).toHaveText('Afternoon (2-4 PM)');
    await expect(a.getByText('If you leave it', { exact: false })).toHaveCount(0);
    await a.getByLabel('Your Relationship').selectOption('mom');
    await tick(a, 'Cooking and recipes');
    await expect(a.getByRole('region', { name: 'What will change' })).not.toContainText('Time of day');
    await shot(page, 'schedule-call-older-window');
    await a.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Changes saved', "Rosa Rivera's planned calls stay as they were.")).toBeVisible();
    const { recipients } = (await (await page.request.get('/api/recipients')).json()) as { recipients: Array<{ id: string; schedule: { window: string; windowStartMinute: number; windowEndMinute: number } }> };
    expect(recipients.find((r) => r.id === recipientId)!.schedule).toMatchObject({ window: 'afternoon', windowStartMinute: 840, windowEndMinute: 960 });
  });
});
