import { readFile, stat } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { apiToken, createCustomer, moneyPattern, uniqueTag } from './apiData';
import { expect, signedIn, test, type Texts } from './fixtures';
import { dayField, heldDay } from './dayFields';
import { createLoan, customerWithAcceptedRequest, startLoan } from './loanData';
import { depositOfLoan, getLoan, startedLoan } from './loanDialogData';
import { scheduleRow } from './loanSchedule';

/**
 * Issue 33 (WCAG 2.2 AA): the spec's everyday journeys done with the keyboard alone. Nothing here
 * clicks or fills: every step is a key, and locators only say what has focus and what came of it.
 * After every Tab something has focus, and it shows it.
 */

/**
 * Why the focused element shows no focus, or null when it does: an outline or a shadow of its own,
 * MUI's focus-visible class on it or on the control that wraps it (a radio's or a checkbox's hidden
 * input), or the focused look of the text field it is in (MUI draws a field's focus on its root:
 * the filled field's underline, the outlined field's border).
 */
const focusNotShown = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has focus (the page body)';
    // Not hidden under the page's edges (WCAG 2.4.11): the browser scrolls what takes focus into view.
    const box = element.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
      return `the focused <${element.tagName.toLowerCase()}> is out of sight`;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if (outlined || style.boxShadow !== 'none') return null;
    if (element.closest('.Mui-focusVisible')) return null;
    if (element.closest('.MuiInputBase-root.Mui-focused, .MuiPickersInputBase-root.Mui-focused')) return null;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60);
    return `no focus indicator on <${element.tagName.toLowerCase()} class="${element.className}"> "${name}"`;
  });

/** Presses a key that moves focus, then checks that something has it, in sight, and shows it. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  // MUI marks focus-visible on the focus event's render: polled, not read once.
  await expect.poll(() => focusNotShown(page), { message: `focus shown after ${key}`, timeout: 2_000 }).toBeNull();
}

/** Tabs (or Shift+Tabs) until `target` has focus, each step's focus shown; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 60 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await press(page, key);
  }
  await expect(target, `reached with ${key} within ${max} presses`).toBeFocused({ timeout: 1 });
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * The skip link: the first Tab on a signed-in page, Enter takes the reader past the toolbar and the
 * menu; the next Tab is the screen's own first control (inside the main content).
 */
async function skipToContent(page: Page, t: Texts) {
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: t.ra.navigation.skip_nav })).toBeFocused();
  await page.keyboard.press('Enter');
  await press(page, 'Tab');
  const inContent = await page.evaluate(() =>
    document.getElementById('main-content')?.contains(document.activeElement),
  );
  expect(inContent, 'the Tab after the skip link is in the main content').toBe(true);
}

/**
 * Focus went into the dialog (a MUI dialog gives it to its frame, whose first Tab is the dialog's
 * first control), and neither Tab nor Shift+Tab takes it out: past the last control it comes back
 * to the first, and the other way round.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const focusIn = await dialog.evaluate((element) =>
    (element.closest('.MuiDialog-container') ?? element).contains(document.activeElement),
  );
  expect(focusIn, 'focus in the dialog').toBe(true);
  const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex="0"]')
        .length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses <= stops + 1; presses++) {
      await press(page, key);
      expect(await inDialog(), `${key} #${presses + 1} stays in the dialog`).toBe(true);
    }
  }
}

/** Escape closes the dialog, and focus is back on the control that opened it. */
async function expectEscapeReturnsTo(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await focusNotShown(page)).toBeNull();
}

test('find a customer and take a request, by keyboard alone', async ({ page, request, t }, { project }) => {
  const words = t.resources.requests;
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, { lastName: `Clavier-${uniqueTag()}` });
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/customers/all');
  await expect(page.getByRole('heading', { level: 1, name: t.resources.customers.title })).toBeVisible();

  // Past the toolbar and the menu to the search form; the last name typed finds the one customer.
  await skipToContent(page, t);
  const lastName = page.getByRole('textbox', { name: t.resources.customers.fields.lastName, exact: true });
  await tabTo(page, lastName);
  await page.keyboard.type(customer.lastName);
  await expect(page).toHaveURL(new RegExp(`filter=[^&]*${encodeURIComponent(customer.lastName)}`));
  const row = page.getByRole('row').filter({ hasText: customer.lastName });
  await expect(page.getByRole('row')).toHaveCount(2);
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/apps/customers/${customer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: customer.fullName })).toBeVisible();

  // The file's tabs: Tab enters the row of tabs on the open one, the arrows go along it, Enter opens.
  await skipToContent(page, t);
  await tabTo(page, page.getByRole('tab', { name: t.resources.customers.tabs.basic }));
  const requestsTab = page.getByRole('tab', { name: t.resources.customers.tabs.requests });
  await tabTo(page, requestsTab, { key: 'ArrowRight', max: 10 });
  await page.keyboard.press('Enter');
  await expect(requestsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(words.empty)).toBeVisible();

  // The new request's dialog: focus in it and kept there, Escape gives it back to the button.
  const newRequest = page.getByRole('button', { name: words.create.title });
  await tabTo(page, newRequest);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await expectEscapeReturnsTo(page, dialog, newRequest);

  // Taken: the amount typed, the form sent with Enter on its button.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: new RegExp(words.fields.requestedAmountCents) });
  await tabTo(page, amount);
  await page.keyboard.type(project.name === 'en' ? '1,200' : '1 200');
  await tabTo(page, dialog.getByRole('button', { name: words.create.submit }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(t.messages.REQUEST_CREATED)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(newRequest).toBeFocused();
  const taken = page.getByRole('row').filter({ hasText: words.status.NEW });
  await expect(taken).toContainText(moneyPattern(120_000, project.name));

  // Opened from its row's link, then pre-approved from the status menu (arrows, then Enter).
  await tabTo(page, taken.getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/requests\/\d+$/);
  const changeStatus = page.getByRole('button', { name: words.actions.changeStatus });
  await expect(changeStatus).toBeVisible();
  await skipToContent(page, t);
  await tabTo(page, changeStatus);
  await page.keyboard.press('Enter');
  const preApproved = page.getByRole('menuitem', { name: words.status.PREAPPROVED, exact: true });
  await tabTo(page, preApproved, { key: 'ArrowDown', max: 10 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await expectEscapeReturnsTo(page, dialog, changeStatus);

  await page.keyboard.press('Enter');
  await tabTo(page, preApproved, { key: 'ArrowDown', max: 10 });
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(words.statusDialog.amount)).toHaveValue(project.name === 'en' ? '1200.00' : '1200,00');
  await tabTo(page, dialog.getByRole('button', { name: words.statusDialog.submit }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(t.messages.REQUEST_SAVED)).toBeVisible();
  await expect(page.locator('[data-field="resources.requests.fields.status"]')).toHaveText(words.status.PREAPPROVED);
  await expect(page.locator('[data-field="resources.requests.fields.approvedAmountCents"]')).toHaveText(
    moneyPattern(120_000, project.name),
  );
});

test('record a manual payment, by keyboard alone', async ({ page, request, t }, { project }) => {
  const words = t.resources.loanDialogs;
  const loan = await startedLoan(request, await apiToken(request));
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto(`/apps/loans/${loan.id}`);
  await expect(page.getByTestId('loan-schedule')).toBeVisible();

  // The loan's actions: a menu (Enter opens it on its first entry, the arrows go down it).
  await skipToContent(page, t);
  const actions = page.getByRole('button', { name: t.resources.loans.actions.menu });
  await tabTo(page, actions);
  // Escape closes the menu too, focus back on its button.
  const manualPayment = page.getByRole('menuitem', { name: words.menu.manualPayment });
  await page.keyboard.press('Enter');
  await expect(manualPayment).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(manualPayment).toBeHidden();
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, manualPayment, { key: 'ArrowDown', max: 20 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  // Closed from the dialog, focus is back on the menu's button (the menu's entry is gone).
  await expectEscapeReturnsTo(page, dialog, actions);

  await page.keyboard.press('Enter');
  await tabTo(page, manualPayment, { key: 'ArrowDown', max: 20 });
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  // The day the loan started is offered (2026-11-24): typed again all the same, section by section.
  const date = dayField(dialog, words.fields.date);
  await expect(heldDay(date)).toHaveValue('2026-11-24');
  await tabTo(page, date.getByRole('spinbutton').first());
  await page.keyboard.type('20261124');
  await tabTo(page, dialog.getByRole('textbox', { name: new RegExp(`^${words.fields.amount}`) }));
  await page.keyboard.type('75');
  await tabTo(page, dialog.getByRole('button', { name: words.manualPayment.submit }));
  await page.keyboard.press('Enter');

  await expect(page.getByText(t.messages.PAYMENT_CREATED)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();
  await expect(scheduleRow(page, '2026-11-24')).toContainText(t.resources.loans.lineStatus.PAID);
  // In the ledger too: its tab reached by the arrows from the schedule's.
  await tabTo(page, page.getByRole('tab', { name: t.resources.loans.tabs.schedule }));
  const ledgerTab = page.getByRole('tab', { name: t.resources.loans.tabs.ledger });
  await tabTo(page, ledgerTab, { key: 'ArrowRight', max: 5 });
  await page.keyboard.press('Enter');
  await expect(ledgerTab).toHaveAttribute('aria-selected', 'true');
  const entry = page.getByRole('row').filter({ hasText: t.resources.loans.ledgerKind.MANUAL_PAYMENT });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('2026-11-24');
  await expect(entry).toContainText(moneyPattern(7_500, project.name));
  const after = await getLoan(request, await apiToken(request), loan.id);
  expect(after.totalOwing).toBe(loan.totalOwing - 7_500);
});

test('send a deposit, by keyboard alone', async ({ page, request, t }) => {
  const words = t.resources.deposits;
  const token = await apiToken(request);
  const { customer, requestId } = await customerWithAcceptedRequest(request, token, 50_000);
  const loan = await startLoan(request, token, await createLoan(request, token, requestId, 'INTERAC'));
  const deposit = await depositOfLoan(request, token, loan.id);
  await signedIn(page, t, 'staff@demo.ca');
  await page.goto('/apps/deposits/all');
  const search = page.getByRole('textbox', { name: words.fields.q, exact: true });
  await expect(search).toBeVisible();

  // Found by the borrower's name in the deposits list, opened from its row.
  await skipToContent(page, t);
  await tabTo(page, search);
  await page.keyboard.type(customer.lastName);
  await expect(page).toHaveURL(new RegExp(`filter=[^&]*${encodeURIComponent(customer.lastName)}`));
  const row = page.getByRole('row').filter({ hasText: customer.lastName });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(words.status.WAITING);
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/apps/deposits/${deposit.id}$`));

  const send = page.getByRole('button', { name: words.actions.send });
  await expect(send).toBeVisible();
  await skipToContent(page, t);
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await expectEscapeReturnsTo(page, dialog, send);

  // By Interac: the type chosen with the arrows (down to EFT and back), then the recipient typed.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  const interac = dialog.getByRole('radio', { name: words.transactionType.INTERAC_EMAIL });
  await expect(interac).toBeChecked();
  await tabTo(page, interac);
  await press(page, 'ArrowDown');
  await expect(dialog.getByRole('radio', { name: words.transactionType.EFT })).toBeChecked();
  await expect(dialog.getByTestId('deposit-bank-on-file')).toBeVisible();
  await press(page, 'ArrowUp');
  await expect(interac).toBeChecked();
  for (const [label, text] of [
    [words.fields.interacEmail, 'remi.bouchard@example.ca'],
    [words.fields.question, 'Nom de votre premier chien?'],
    [words.fields.answer, 'Filou'],
  ]) {
    await tabTo(page, dialog.getByRole('textbox', { name: label }));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
  }
  await tabTo(page, dialog.getByRole('button', { name: words.actions.send }));
  await page.keyboard.press('Enter');

  // Sent: with the provider, it cannot be sent again (the button stays, disabled, and says why).
  await expect(page.getByText(words.messages.sent)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('deposit-payment-status')).toHaveText(words.paymentStatus.IN_PROGRESS);
  await expect(send).toBeDisabled();
  await expect(page.getByTestId('action-reason')).toContainText(words.unavailable.AT_PROVIDER);
  const sent = await request.get(`/api/deposits/${deposit.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await sent.json()).transactionType).toBe('INTERAC_EMAIL');
  // Focus is back on Send, now unavailable but still a Tab stop (shown), described by why.
  await expect(send).toBeFocused();
  expect(await focusNotShown(page)).toBeNull();
  await expect(send).toHaveAccessibleDescription(
    new RegExp(words.unavailable.AT_PROVIDER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
});

test('add a collection note, by keyboard alone', async ({ page, request, t }, { project }) => {
  const words = t.resources['collection-files'];
  const token = await apiToken(request);
  // A demo file (a note goes into any, settled or not), each language its own.
  const listed = await request.get(
    `/api/collection-files?filter=${encodeURIComponent(JSON.stringify({ queue: 'all' }))}&sort=["id","ASC"]`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const files: { id: number; lastName: string }[] = await listed.json();
  // A name no other file bears: the search finds that file alone (earlier journeys open files for
  // other loans of the same borrowers).
  const unique = files.filter((each) => files.filter((other) => other.lastName === each.lastName).length === 1);
  const file = unique[project.name === 'en' ? 1 : 0];
  const note = `Rappel au clavier ${uniqueTag()} · called back`;
  await signedIn(page, t, 'agent@demo.ca');
  await page.goto('/apps/collections/all');
  const search = page.getByRole('textbox', { name: words.fields.q, exact: true });
  await expect(search).toBeVisible();

  await skipToContent(page, t);
  await tabTo(page, search);
  await page.keyboard.type(file.lastName);
  await expect(page).toHaveURL(new RegExp(`filter=[^&]*${encodeURIComponent(file.lastName)}`));
  const row = page.getByRole('row').filter({ hasText: file.lastName }).first();
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/apps/collections/${file.id}$`));

  const addNote = page.getByRole('button', { name: words.actions.note });
  await expect(addNote).toBeVisible();
  await skipToContent(page, t);
  await tabTo(page, addNote);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await expectEscapeReturnsTo(page, dialog, addNote);

  // Saved empty, the field says it is needed; typed, Enter on Save keeps it.
  await page.keyboard.press('Enter');
  const save = dialog.getByRole('button', { name: t.ra.action.save });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(t.validation.required)).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: words.dialogs.noteText }), { key: 'Shift+Tab' });
  await page.keyboard.type(note);
  await tabTo(page, save);
  await page.keyboard.press('Enter');

  await expect(page.getByText(t.messages.COLLECTION_NOTE_SAVED)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(addNote).toBeFocused();
  await expect(page.getByTestId('file-history').locator('[data-kind="NOTE"]').first()).toContainText(note);
});

test('run a report and export it, by keyboard alone', async ({ page, t }, { project }) => {
  const words = t.resources.reports;
  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/reports');
  await expect(page).toHaveURL(/\/apps\/reports\/renew$/);
  const renew = page.getByRole('tab', { name: words.tabs.renew });
  await expect(renew).toBeVisible();

  // The past payments' report: Tab enters the row of reports on the open one, the arrows go along.
  await skipToContent(page, t);
  await tabTo(page, renew);
  const past = page.getByRole('tab', { name: words.tabs.past });
  await tabTo(page, past, { key: 'ArrowRight', max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/reports\/past$/);
  await expect(past).toBeFocused();
  await expect(page.locator('table tbody tr').first()).toBeVisible();

  // From the 15th: the day typed into the field's sections, year first.
  const from = dayField(page, words.filters.from);
  await tabTo(page, from.getByRole('spinbutton').first());
  await page.keyboard.type('20261115');
  await expect(page.getByTestId('report-totals')).toContainText('2026-11-15 → 2026-11-24');
  // Its calendar opens from its button with Enter, keeps focus, and Escape gives it back.
  const pickDay = from.locator('xpath=..').getByRole('button');
  await tabTo(page, pickDay);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar).toContainText(project.name === 'fr' ? 'novembre 2026' : 'November 2026');
  await expectFocusTrapped(page, calendar);
  await expectEscapeReturnsTo(page, calendar, pickDay);

  // Exported with Enter: a CSV of the report as read, in this language's Excel.
  await tabTo(page, page.getByRole('button', { name: words.actions.export }));
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = await download.path();
  expect((await stat(path)).size).toBeGreaterThan(100);
  const [header, ...lines] = (await readFile(path, 'utf8')).replace('\uFEFF', '').trim().split('\r\n');
  const separator = project.name === 'fr' ? ';' : ',';
  expect(header.split(separator)[0]).toBe(words.columns.date);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line.slice(0, 10) >= '2026-11-15', line).toBe(true);
});
