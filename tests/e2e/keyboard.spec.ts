import type { Page } from '@playwright/test';
import { expect, signedIn, test } from './fixtures';

/**
 * Buttons a screen reader would announce as just "button": no text, no aria-label, no labelling
 * element, no title. Each is described by its test id, classes or icon so a failure says which.
 */
function unnamedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const labelledBy = (element: Element) =>
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join('');
    return [...document.querySelectorAll('button, [role="button"]')]
      .filter(visible)
      .filter(
        (button) =>
          !(button.getAttribute('aria-label') ?? '').trim() &&
          !labelledBy(button) &&
          !(button.textContent ?? '').trim() &&
          !(button.getAttribute('title') ?? '').trim(),
      )
      .map(
        (button) =>
          button.getAttribute('data-testid') ??
          button.querySelector('svg')?.getAttribute('data-testid') ??
          button.className.toString().slice(0, 80),
      );
  });
}

test('a request opens from the queue with the keyboard alone', async ({ page, t }) => {
  await signedIn(page, t, 'agent@demo.ca');
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  const firstRow = page.locator('table tbody tr').first();
  await expect(firstRow).toBeVisible();
  // Rows take focus as any control does, and Enter opens the record as a click would.
  await firstRow.focus();
  await expect(firstRow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/requests\/\d+/);
});

test('a customer opens from the list with Tab and Enter', async ({ page, t }) => {
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/customers/all');
  const firstRow = page.locator('table tbody tr').first();
  await expect(firstRow).toBeVisible();
  await firstRow.focus();
  // Shift+Tab then Tab comes back to the row: it is in the page's tab order.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(firstRow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/customers\/\d+$/);
});

test('every button on the everyday screens has a name', async ({ page, t }) => {
  await signedIn(page, t, 'admin@demo.ca');
  const screens: [string, () => Promise<void>][] = [
    ['requests queue', () => page.goto('/apps/requests/all').then(() => undefined)],
    ['a request', () => page.locator('table tbody tr').first().click()],
    ['customers list', () => page.goto('/apps/customers/all').then(() => undefined)],
    ['a customer', () => page.locator('table tbody tr').first().click()],
    // The demo's first loan, with its payment history.
    ['a loan', () => page.goto('/apps/loans/1').then(() => undefined)],
    ['notifications', () => page.goto('/apps/notifications/all').then(() => undefined)],
    ['message templates', () => page.goto('/apps/configuration/messages/all').then(() => undefined)],
    ['users', () => page.goto('/apps/usermanagement/users').then(() => undefined)],
    ['loan configuration', () => page.goto('/apps/configuration/loan').then(() => undefined)],
  ];
  const unnamed: Record<string, string[]> = {};
  for (const [name, open] of screens) {
    await open();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toBeVisible();
    const found = await unnamedButtons(page);
    if (found.length) unnamed[name] = found;
  }
  expect(unnamed).toEqual({});
});
