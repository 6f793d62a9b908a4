import { apiToken } from './apiData';
import { expect, signedIn, test } from './fixtures';
import { startedLoan } from './loanDialogData';

test('an agent finds a page and a loan with the keyboard alone, and Escape closes the search', async ({
  page,
  request,
  t,
}) => {
  const loan = await startedLoan(request, await apiToken(request));
  await signedIn(page, t, 'agent@demo.ca');
  const search = page.getByRole('dialog', { name: t.resources.shellToolbar.search });
  const field = search.getByRole('combobox');

  // "/" opens it (outside a field); a page's title, typed in capitals and without its accent, is the first suggestion.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await field.pressSequentially(
    t.menu.CALENDAR.toUpperCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  );
  await expect(search.getByRole('option', { name: t.menu.CALENDAR })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/calendar$/);
  await expect(search).toHaveCount(0);

  // Ctrl+K opens it too; a loan's number finds the loan, under its own group.
  await page.keyboard.press('Control+K');
  await field.pressSequentially(String(loan.loanNumber));
  const loans = search
    .getByRole('listitem')
    .filter({ has: page.getByText(t.resources.shellPanels.search.loans, { exact: true }) });
  await expect(loans.getByRole('option')).toHaveText([new RegExp(String(loan.loanNumber))]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/apps/loans/${loan.id}$`));

  // Nothing found says so; Escape closes the search at once.
  await page.getByRole('button', { name: t.resources.shellToolbar.search }).click();
  await field.pressSequentially('zzzzqx');
  await expect(search.getByText(t.resources.shellPanels.search.noResults)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);
});

test('a user keeps a page among their shortcuts, finds it there after signing in again, and removes it', async ({
  page,
  request,
  t,
}) => {
  const token = await apiToken(request, 'staff@demo.ca');
  await request.put('/api/Identity/Me/shortcuts', {
    headers: { authorization: `Bearer ${token}` },
    data: { shortcuts: [] },
  });
  await signedIn(page, t, 'staff@demo.ca');
  const bar = page.getByRole('navigation', { name: t.resources.shellToolbar.shortcuts });
  await bar.getByRole('button', { name: t.resources.shellToolbar.chooseShortcuts }).click();
  await page.getByRole('menuitemcheckbox', { name: t.menu.CALENDAR }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: t.menu.CALENDAR })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // Kept on the server: another browser's session shows it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signedIn(page, t, 'staff@demo.ca');
  await bar.getByRole('link', { name: t.menu.CALENDAR }).click();
  await expect(page).toHaveURL(/\/apps\/calendar$/);

  await bar.getByRole('button', { name: t.resources.shellToolbar.chooseShortcuts }).click();
  await page.getByRole('menuitemcheckbox', { name: t.menu.CALENDAR }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: t.menu.CALENDAR })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(bar.getByRole('link', { name: t.menu.CALENDAR })).toHaveCount(0);
});

test('the menu keeps its dark background all the way down a long page', async ({ page, request, t }) => {
  const loan = await startedLoan(request, await apiToken(request));
  await page.setViewportSize({ width: 1280, height: 600 });
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/loans/${loan.id}`);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 400)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The colour a person sees behind the menu, near the bottom of the window.
  const behindMenu = () =>
    page.evaluate(() => {
      for (let element = document.elementFromPoint(140, window.innerHeight - 10); element;) {
        const colour = getComputedStyle(element).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)') return colour;
        element = element.parentElement;
      }
      return 'none';
    });
  await expect.poll(behindMenu).toBe('rgb(27, 34, 43)');
});
