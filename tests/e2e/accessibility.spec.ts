import type { Locator, Page } from '@playwright/test';
import { apiToken } from './apiData';
import { axeViolations } from './axe';
import { expect, menuLabels, openUserMenu, signedIn, test } from './fixtures';
import { createLoan, customerWithAcceptedRequest, startLoan } from './loanData';
import { depositOfLoan, startedLoan } from './loanDialogData';
import { REPORTS } from '../../domain/reports';
import { reportPath } from '../../resources/reports/reportPaths';

/**
 * Issue 33: axe (WCAG 2.2 A and AA) finds nothing moderate, serious or critical on any screen or
 * dialog, in both languages (the projects); every table has a name; a dialog closes with Escape and
 * gives the focus back to what opened it; the guest pages reflow at 320 px and the screens stay
 * usable at 200 % zoom.
 */

/** Every screen of the menu, and the tabs that are screens of their own. */
const SCREENS = [
  '/apps/requests/all',
  '/apps/customers/all',
  '/apps/loans',
  '/apps/deposits/all',
  '/apps/collections/all',
  '/apps/collections/today',
  '/apps/agreement/all',
  ...REPORTS.map(reportPath),
  '/apps/dashboards/analytics',
  '/apps/dashboards/project',
  '/apps/calendar',
  '/apps/configuration',
  '/apps/configuration/messages/configuration',
  '/apps/usermanagement/users',
  '/apps/usermanagement/permissions',
  '/apps/notifications',
  '/apps/globalNotifications',
  '/apps/outbox',
  '/apps/accounting/trial-balance',
  '/apps/accounting/journal',
  '/apps/accounting/ledger',
  '/apps/accounting/reconciliation',
  '/apps/accounting/month-end',
  '/apps/configuration/accounting',
  '/apps/configuration/controls',
  '/apps/approvals',
  '/apps/audit',
  '/apps/retention',
  '/pages/profile',
];

/** Lists whose first row opens a record: the record is audited too. */
const WITH_RECORDS = [
  '/apps/requests/all',
  '/apps/customers/all',
  '/apps/loans',
  '/apps/deposits/all',
  '/apps/collections/all',
  '/apps/accounting/reconciliation',
];

const GUEST_PAGES = ['/login', '/ForgotPassword', '/pages/auth/reset-password', '/pages/errors/error-404', '/portal'];

/** Tables a screen reader would list without a name (no aria-label, labelledby or caption); layout tables aside. */
const unnamedTables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table:not([role="presentation"]):not([role="none"])')]
      .filter((table) => {
        const labelledBy = (table.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join('')
          .trim();
        return !table.getAttribute('aria-label')?.trim() && !labelledBy && !table.querySelector('caption')?.textContent;
      })
      .map((table) => [...table.querySelectorAll('th')].map((cell) => cell.textContent).join('|')),
  );

test('the guest pages have nothing for axe and reflow at 320 px', async ({ page }) => {
  const found: Record<string, unknown> = {};
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: width === 320 ? 256 : 900 });
    for (const path of GUEST_PAGES) {
      await page.goto(path);
      await expect(page.locator('input, h1, h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      if (violations.length) found[`${path} at ${width}`] = violations;
      // WCAG 1.4.10: nothing scrolls sideways at 320 CSS pixels (a 1,280 px screen at 400 %).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  }
  expect(found).toEqual({});
});

test('every screen and a record of each list have nothing for axe, and their tables are named', async ({ page, t }) => {
  test.setTimeout(240_000);
  await signedIn(page, t, 'admin@demo.ca');
  const found: Record<string, unknown> = {};
  const audit = async (path: string) => {
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    if (violations.length) found[path] = violations;
    const unnamed = await unnamedTables(page);
    if (unnamed.length) found[`${path}: tables without a name`] = unnamed;
  };
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.locator('.MuiCircularProgress-root, .MuiLinearProgress-root')).toHaveCount(0);
    await audit(path);
    if (WITH_RECORDS.includes(path)) {
      await page.locator('table tbody tr').first().click();
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('.MuiCircularProgress-root, .MuiLinearProgress-root')).toHaveCount(0);
      await audit(`${path} → record`);
    }
  }
  expect(found).toEqual({});
});

/**
 * Opens a dialog (or a menu) from its control, audits the page with it open, closes it with Escape
 * and checks the focus went back to `returnsTo` (the control, or the menu button a menu item
 * opened it from).
 */
async function auditPopup(
  page: Page,
  found: Record<string, unknown>,
  name: string,
  { open, popup, returnsTo }: { open: () => Promise<void>; popup: Locator; returnsTo: Locator },
) {
  await open();
  await expect(popup).toBeVisible();
  // Open, its focus is inside it (a modal traps it there).
  await expect
    .poll(() => popup.evaluate((element) => element.contains(document.activeElement)), { message: name })
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  if (violations.length) found[name] = violations;
  await page.keyboard.press('Escape');
  await expect(popup, `${name} closes with Escape`).toBeHidden();
  await expect(returnsTo, `${name} gives the focus back`).toBeFocused();
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

test('the dialogs and menus have nothing for axe, close with Escape and give the focus back', async ({
  page,
  request,
  t,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request);
  const loan = await startedLoan(request, token);
  const { customer, requestId } = await customerWithAcceptedRequest(request, token, 50_000);
  const waiting = await depositOfLoan(
    request,
    token,
    (await startLoan(request, token, await createLoan(request, token, requestId, 'INTERAC'))).id,
  );
  await signedIn(page, t, 'admin@demo.ca');
  const found: Record<string, unknown> = {};
  const dialog = page.getByRole('dialog');
  const simple = async (name: string, opener: Locator) =>
    auditPopup(page, found, name, { open: () => opener.click(), popup: dialog, returnsTo: opener });

  // The toolbar's panels and menus, from any screen.
  await page.goto('/apps/customers/all');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await simple('search', button(page, t.resources.shellToolbar.search));
  await simple('team chat', button(page, t.resources.shellToolbar.chat));
  await simple('quick panel', button(page, t.resources.shellToolbar.quickPanel));
  await simple('theme settings', button(page, t.resources.shellToolbar.themeSettings));
  const bell = page.getByRole('button', { name: new RegExp(`^${t.resources.notificationCentre.bell}`) });
  await simple('notifications', bell);
  const userMenu = page.getByRole('button', { name: t.shell.userMenuOf.replace('%{name}', '') });
  await openUserMenu(page, t);
  await expect(
    page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: t.menu.LOGOUT }) }),
  ).toBeVisible();
  const menuViolations = await axeViolations(page);
  if (menuViolations.length) found['user menu'] = menuViolations;
  await page.keyboard.press('Escape');
  await auditPopup(page, found, 'change password', {
    open: async () => {
      await openUserMenu(page, t);
      await page.getByRole('menuitem', { name: t.menu.CHANGE_PASSWORD }).click();
    },
    popup: dialog,
    returnsTo: userMenu,
  });

  // A customer's new request.
  await page.goto(`/apps/customers/${customer.id}`);
  await page.getByRole('tab', { name: t.resources.customers.tabs.requests }).click();
  await simple('new request', page.getByRole('button', { name: t.resources.requests.create.title }));

  // A loan's actions menu, a payment by hand from it, and a column's filter.
  await page.goto(`/apps/loans/${loan.id}`);
  const actions = page.getByTestId('loan-actions');
  await auditPopup(page, found, 'loan actions menu', {
    open: () => actions.click(),
    popup: page.getByRole('menu').filter({ has: page.getByTestId('loan-action-manualPayment') }),
    returnsTo: actions,
  });
  for (const action of ['manualPayment', 'writeOff'])
    await auditPopup(page, found, `loan action ${action}`, {
      open: async () => {
        await actions.click();
        await page.getByTestId(`loan-action-${action}`).click();
      },
      popup: dialog,
      returnsTo: actions,
    });
  const filterButton = page.getByRole('button', {
    name: t.dataTable.filterOn.replace('%{column}', t.resources.loans.schedule.number),
  });
  await auditPopup(page, found, 'column filter', {
    open: () => filterButton.click(),
    popup: dialog,
    returnsTo: filterButton,
  });

  // A deposit's send (its cancel applies once it is sent: the deposits' own test opens it).
  await page.goto(`/apps/deposits/${waiting.id}`);
  await simple('send deposit', button(page, t.resources.deposits.actions.send));

  // A collection file's note.
  await page.goto('/apps/collections/all');
  await page.locator('table tbody tr').first().click();
  await simple('collection note', button(page, t.resources['collection-files'].actions.note));

  // The calendar's closed day, a new user (with its errors tied to their fields), a global notice.
  await page.goto('/apps/calendar');
  await simple('closed day', button(page, t.resources.calendar.addClosure));
  await page.goto('/apps/usermanagement/users');
  const create = button(page, t.ra.action.create);
  await create.click();
  // An address that is not one: its error is said with its field (aria-describedby), not only shown under it.
  const address = dialog.getByLabel(t.resources.users.fields.email);
  await address.fill('not-an-address');
  await dialog.getByRole('button', { name: t.resources.users.create.submit }).click();
  await expect(address).toHaveAccessibleDescription(t.validation.email);
  const formViolations = await axeViolations(page);
  if (formViolations.length) found['new user, with errors'] = formViolations;
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
  await page.goto('/apps/globalNotifications');
  await simple('new global notice', button(page, t.resources.globalNotificationsScreen.create));

  // The books' files for the accountant: the formats' menu of an account's ledger.
  await page.goto('/apps/accounting/ledger');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const exportBooks = button(page, t.resources.accounting.exports.button);
  await auditPopup(page, found, 'books export menu', {
    open: () => exportBooks.click(),
    popup: page
      .getByRole('menu')
      .filter({ has: page.getByRole('menuitem', { name: t.resources.accounting.exports.formats.pdf }) }),
    returnsTo: exportBooks,
  });

  // The month end's dialogs: a provider's statement taken by hand, and the month closed.
  await page.goto('/apps/accounting/reconciliation');
  await simple('take a statement', button(page, t.resources.reconciliation.take.title));
  await page.goto('/apps/accounting/month-end');
  await expect(page.getByText(t.resources.booksMonths.checklist)).toBeVisible();

  expect(found).toEqual({});
});

/** WCAG 1.4.4: at 200 % zoom a 1,280 px window is 640 CSS pixels wide; the screens still work in it. */
test('at 200 % zoom the screens fit their window and the menu opens', async ({ page, t }) => {
  await page.setViewportSize({ width: 640, height: 450 });
  await signedIn(page, t, 'admin@demo.ca');
  for (const path of [
    '/apps/customers/all',
    '/apps/loans',
    '/apps/collections/all',
    '/apps/reports/renew',
    '/pages/profile',
  ]) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page itself never scrolls sideways (a wide table scrolls in its own frame).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(640);
  }
  // The folded menu opens from its button and names every screen.
  await page.goto('/apps/customers/all');
  await page.getByRole('button', { name: t.ra.action.open_menu }).click();
  await expect(menuLabels(page, t).filter({ hasText: t.menu.CUSTOMERS })).toBeVisible();
});
