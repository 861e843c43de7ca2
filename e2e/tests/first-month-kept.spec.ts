import { expect, test, type Page } from '@playwright/test';
import postgres from 'postgres';
import { confirmEmailFromWelcome, fillWizardSteps, mailTo, remote, signUpByApi, tick, toastWith, uniqueEmail } from '../support/fixtures';

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
    const time = a.getByLabel('Time of day');
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

test.describe('more family members after a move down from Premium (decision 172)', () => {
  const KEPT = 'Starter does not include more family members: from now on Moments, stories and alerts come only to you. Anyone else on your family list is kept, and their emails come back if you move to Premium.';

  test('the plan page and the mail say that mails to the others stop, and Email Settings say so on their row', async ({ page }) => {
    const { email } = await signUpByApi(page, { frequency: 'daily' });
    await confirmEmailFromWelcome(page, email);
    expect((await page.request.post('/api/family-members', { data: { name: 'Luis Rivera', email: uniqueEmail('luis') } })).status()).toBe(201);

    await page.goto('/checkout/manage');
    const a = remote(page, 'onboarding');
    await a.getByText('Starter: $29 / month').click();
    await expect(a.getByRole('status')).toContainText(KEPT);
    await a.getByRole('button', { name: 'Change plan' }).last().click();
    await expect(toastWith(page, 'Your plan is now Starter')).toBeVisible();
    expect((await mailTo(page, email, /^Your Fondly plan is now Starter$/)).text).toContain(KEPT);

    await page.goto('/dashboard/email-settings');
    const luis = a.locator('div').filter({ has: page.getByRole('heading', { name: 'Luis Rivera' }) }).last();
    await expect(luis.getByText('More family members come with Premium: on your plan this person gets no emails or alerts from us, and everything comes to you. They stay on your list for when you upgrade.')).toBeVisible();
    const dana = a.locator('div').filter({ has: page.getByRole('heading', { name: /Dana Rivera/ }) }).last();
    await expect(dana.getByText('More family members come with Premium', { exact: false })).toHaveCount(0);
    await shot(page, 'family-member-kept');
  });
});

test.describe('/onboarding for a family signed in', () => {
  test('shows what is already known at once: their plan is set up, and the way to the dashboard, not "Checking your payment…" until the page is used', async ({ page }) => {
    const { email } = await signUpByApi(page, { frequency: 'daily' });
    await confirmEmailFromWelcome(page, email);
    await page.goto('/onboarding');
    // No frame held back until a person moves the mouse: the app answers as the page loads.
    await expect(page.locator('#fondly-prerendered')).toHaveCount(0);
    const a = remote(page, 'onboarding');
    await expect(a.getByRole('heading', { name: 'Your Premium plan is set up' })).toBeVisible();
    await expect(a.getByText(`You are signed in as Dana Rivera (${email}). Premium (daily, up to 30 / month) is on your account, and no other payment is waiting to be set up.`)).toBeVisible();
    await expect(a.getByRole('link', { name: 'Go to Your Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(a.getByText('Finish setting up your plan')).toHaveCount(0);
    await shot(page, 'onboarding-signed-in');
  });
});

test.describe('the days and how often, said as what will happen (decision 173)', () => {
  const LEFT_OUT = 'We call Monday to Saturday: in the US, calls on a Sunday may only be placed from noon, so a morning time has no Sunday call. For Sunday calls too, choose an afternoon or evening time.';

  test("the wizard's morning leaves Sunday unticked and says why, an afternoon ticks it again, and the dashboard keeps the days and says what the plan's calls are", async ({ page }) => {
    await page.goto('/simple-onboarding?plan=free');
    const a = remote(page, 'onboarding');
    await fillWizardSteps(a, uniqueEmail('days'));
    await expect(a.getByLabel('Time of day')).toHaveValue('9-12');
    await expect(a.getByLabel('Sunday', { exact: true })).not.toBeChecked();
    await expect(a.getByLabel('Saturday', { exact: true })).toBeChecked();
    await expect(a.getByTestId('sunday-note')).toHaveText(LEFT_OUT);
    await shot(page, 'wizard-days-morning');
    await a.getByLabel('Time of day').selectOption({ label: 'Afternoon (1-3 PM)' });
    await expect(a.getByLabel('Sunday', { exact: true })).toBeChecked();
    await expect(a.getByTestId('sunday-note')).toHaveCount(0);
    await a.getByLabel('Time of day').selectOption({ label: 'Morning (9 AM-12 PM)' });
    await expect(a.getByLabel('Sunday', { exact: true })).not.toBeChecked();
    await a.getByText('Free - $0 / month').click();
    await a.getByRole('button', { name: 'Continue' }).click();
    await expect(a.getByRole('heading', { name: 'Complete Your Setup' })).toBeVisible();

    // What is stored is what was shown: Monday to Saturday, and "as the plan allows" in the plan's words.
    await page.goto('/dashboard/schedule');
    await expect(a.getByLabel('Sunday', { exact: true })).not.toBeChecked();
    await expect(a.getByLabel('Monday', { exact: true })).toBeChecked();
    await expect(a.getByLabel('How often').locator('option:checked')).toHaveText('1 call / month');
    await expect(a.getByText('As my plan allows')).toHaveCount(0);
    await shot(page, 'dashboard-days-plan');
  });
});
