import { expect, test, type Page } from '@playwright/test';
import { payOnCheckoutPage, remote, fillWizardSteps } from '../support/fixtures';

/**
 * What the companion remembers (Call Settings): the family sees the memory profile, sets the
 * name the companion uses, adds an open thread and a person, is told in the form's words
 * what is missing, and finds it all saved after a reload.
 */
const area = (page: Page) => remote(page, 'onboarding');

test('the family corrects what the companion remembers, and it is kept', async ({ page }) => {
  await page.goto('/simple-onboarding?plan=daily');
  const a = area(page);
  await fillWizardSteps(a, `memory.${Date.now().toString(36)}@example.com`);
  await a.getByRole('button', { name: 'Continue' }).click();
  // Premium's 7-day trial starts with the card.
  await payOnCheckoutPage(page);
  await page.goto('/dashboard');

  await page.goto('/dashboard/settings');
  await expect(a.getByRole('heading', { name: 'What the companion remembers about Rosa' })).toBeVisible();
  await a.getByLabel('Name the companion uses').fill('Rosie');

  const threads = a.getByRole('group', { name: 'Open threads' });
  await threads.getByRole('button', { name: 'Add' }).click();
  await threads.getByLabel('About').fill("doctor's visit on Tuesday");
  await threads.getByLabel('The companion asks').fill('How did your visit to the doctor go?');

  const people = a.getByRole('group', { name: 'People' });
  await people.getByRole('button', { name: 'Add' }).click();
  await people.getByLabel('Name').fill('Emily');
  await a.getByRole('button', { name: 'Save Memory' }).click();
  // Nothing is saved until the form is right, and it says what is missing, under the field.
  await expect(people.getByText('Please fill in the relationship.')).toBeVisible();

  await people.getByLabel('Relationship').fill('granddaughter');
  await a.getByRole('button', { name: 'Save Memory' }).click();
  await expect(page.locator('.fds-toast').filter({ hasText: 'Memory saved' })).toContainText('call them Rosie');

  await page.reload();
  await expect(a.getByLabel('Name the companion uses')).toHaveValue('Rosie');
  await expect(a.getByRole('group', { name: 'Open threads' }).getByLabel('The companion asks')).toHaveValue('How did your visit to the doctor go?');
  await expect(a.getByRole('group', { name: 'People' }).getByLabel('Relationship')).toHaveValue('granddaughter');
});
