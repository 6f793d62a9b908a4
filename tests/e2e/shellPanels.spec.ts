import { createUserThroughApi, expect, freshEmail, openUserMenu, signedIn, test } from './fixtures';

test('two colleagues chat live: the message arrives on the other screen, counted unread until opened', async ({
  page,
  browser,
  request,
  t,
}, testInfo) => {
  const words = t.resources.shellPanels;
  const stamp = Date.now();
  const [writer, reader] = [
    `Rédactrice ${testInfo.project.name} ${stamp}`,
    `Lecteur ${testInfo.project.name} ${stamp}`,
  ];
  const writerEmail = freshEmail('chat-writer', testInfo.project.name);
  const readerEmail = freshEmail('chat-reader', testInfo.project.name);
  const writerPassword = await createUserThroughApi(request, writerEmail, ['user'], writer);
  const readerPassword = await createUserThroughApi(request, readerEmail, ['user'], reader);

  const readerContext = await browser.newContext({ locale: testInfo.project.use.locale });
  const readerPage = await readerContext.newPage();
  await signedIn(readerPage, t, readerEmail, readerPassword);
  await signedIn(page, t, writerEmail, writerPassword);

  // The writer opens the chat: no contact chosen yet, the contacts by name, then the reader, online, with an empty chat.
  await page.getByRole('button', { name: t.resources.shellToolbar.chat, exact: true }).click();
  const panel = page.getByRole('dialog', { name: words.chat.title });
  await expect(panel.getByRole('list', { name: words.chat.contacts }).getByText(reader, { exact: true })).toBeVisible();
  // A contact is named by its name, then its presence (and its unread messages).
  await panel.getByRole('button', { name: new RegExp(`^${reader} `) }).click();
  await expect(panel.getByText(words.chat.statuses.online)).toBeVisible();
  await expect(panel.getByText(words.chat.emptyChat)).toBeVisible();

  // An empty message cannot be sent; a real one is, and the field is cleared.
  const field = panel.getByRole('textbox', { name: words.chat.placeholder });
  const send = panel.getByRole('button', { name: words.chat.send });
  await field.fill('   ');
  await expect(send).toBeDisabled();
  await field.fill('Peux-tu rappeler M. Tremblay ?');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(panel.getByText('Peux-tu rappeler M. Tremblay ?')).toBeVisible();

  // The reader's toolbar counts it at once, without reloading; opening the chat shows it and reads it.
  const readerButton = readerPage.getByRole('button', { name: `${t.resources.shellToolbar.chat} (1)` });
  await expect(readerButton).toBeVisible();
  await readerButton.click();
  const readerPanel = readerPage.getByRole('dialog', { name: words.chat.title });
  await readerPanel.getByRole('button', { name: new RegExp(`^${writer} .*1`) }).click();
  await expect(readerPanel.getByText('Peux-tu rappeler M. Tremblay ?')).toBeVisible();

  // The answer reaches the writer's open chat live.
  await readerPanel.getByRole('textbox', { name: words.chat.placeholder }).fill('Oui, cet après-midi.');
  await readerPanel.getByRole('button', { name: words.chat.send }).click();
  await expect(panel.getByText('Oui, cet après-midi.')).toBeVisible();
  // Read on the reader's side: once the panel is closed, the toolbar counts nothing.
  await readerPage.keyboard.press('Escape');
  await expect(readerPage.getByRole('button', { name: t.resources.shellToolbar.chat, exact: true })).toBeVisible();

  // Escape closes the panel.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  // The user menu's Inbox opens it again.
  await openUserMenu(page, t);
  await page.getByRole('menuitem', { name: t.resources.shellToolbar.inbox }).click();
  await expect(panel.getByText('Oui, cet après-midi.')).toBeVisible();
  await readerContext.close();
});

test('a note added in the quick panel is kept, changed and deleted; the notifications switch is saved', async ({
  page,
  request,
  t,
}, testInfo) => {
  const words = t.resources.shellPanels.quick;
  const email = freshEmail('quick-panel', testInfo.project.name);
  const password = await createUserThroughApi(request, email, ['user']);
  await signedIn(page, t, email, password);

  const open = async () => {
    await page.getByRole('button', { name: t.resources.shellToolbar.quickPanel }).click();
    return page.getByRole('dialog', { name: words.title });
  };
  let panel = await open();
  await expect(panel.getByText(words.noEvents)).toBeVisible();
  await expect(panel.getByText(words.noNotes)).toBeVisible();
  await panel.getByRole('button', { name: words.addNote }).click();
  await panel.getByLabel(words.noteTitle).fill('Rappeler Mme Roy');
  await panel.getByLabel(words.noteDetail).fill('Après 14 h');
  await panel.getByRole('button', { name: words.save }).click();
  await expect(panel.getByText('Rappeler Mme Roy')).toBeVisible();

  // Mute the live alerts.
  const notifications = panel.getByRole('switch', { name: words.notifications });
  await expect(notifications).toBeChecked();
  await notifications.click();
  await expect(notifications).not.toBeChecked();
  await page.keyboard.press('Escape');

  // After a reload (the server's copy), the note and the switch are as left; the note is changed, then deleted.
  await page.reload();
  panel = await open();
  await expect(panel.getByText('Après 14 h')).toBeVisible();
  await expect(panel.getByRole('switch', { name: words.notifications })).not.toBeChecked();
  await panel.getByRole('button', { name: `${words.editNote} — Rappeler Mme Roy` }).click();
  await panel.getByLabel(words.noteTitle).fill('Rappeler M. Roy');
  await panel.getByRole('button', { name: words.save }).click();
  await expect(panel.getByText('Rappeler M. Roy', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: `${words.deleteNote} — Rappeler M. Roy` }).click();
  await expect(panel.getByText(words.noNotes)).toBeVisible();
});

test('a layout and a colour chosen in Theme Settings follow the user to another browser', async ({
  page,
  browser,
  request,
  t,
}, testInfo) => {
  const words = t.resources.shellPanels.settings;
  const email = freshEmail('theme-settings', testInfo.project.name);
  const password = await createUserThroughApi(request, email, ['user']);
  await signedIn(page, t, email, password);
  const darkBody = (where: typeof page) =>
    where.evaluate(() => {
      const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
      return r! + g! + b! < 200;
    });
  // Spec §2's default: the navbar on the left (the vertical menu), a light page.
  await expect(page.getByRole('menu', { name: t.menu.MENU })).toBeVisible();
  expect(await darkBody(page)).toBe(false);

  await page.getByRole('button', { name: t.resources.shellToolbar.themeSettings, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await dialog
    .getByRole('group', { name: words.layout })
    .getByRole('button', { name: words.layouts.layout2, exact: true })
    .click();
  await dialog
    .getByRole('group', { name: words.parts.main })
    .getByRole('button', { name: words.modes.dark, exact: true })
    .click();
  await dialog
    .getByRole('group', { name: words.footer })
    .getByRole('button', { name: words.footers.fixed, exact: true })
    .click();
  await expect(
    dialog.getByRole('group', { name: words.layout }).getByRole('button', { name: words.layouts.layout2, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  // At once: the menu is a row at the top, the page dark, the footer shown.
  const topMenu = page.getByRole('navigation', { name: t.menu.MENU });
  await expect(topMenu).toBeVisible();
  await expect(page.getByRole('menu', { name: t.menu.MENU })).toHaveCount(0);
  await expect.poll(() => darkBody(page)).toBe(true);
  await expect(page.locator('footer')).toBeVisible();

  // Signed in on another browser: the same shell, from the server.
  const elsewhere = await browser.newContext({ locale: testInfo.project.use.locale });
  const other = await elsewhere.newPage();
  await signedIn(other, t, email, password);
  await expect(other.getByRole('navigation', { name: t.menu.MENU })).toBeVisible();
  await expect.poll(() => darkBody(other)).toBe(true);
  await topMenu.getByRole('link', { name: t.menu.CUSTOMERS }).click();
  await expect(page).toHaveURL(/\/apps\/customers/);
  await elsewhere.close();
});

test('right to left mirrors the whole shell at once, the panel staying open, and back', async ({
  page,
  request,
  t,
}, testInfo) => {
  const words = t.resources.shellPanels.settings;
  const email = freshEmail('rtl', testInfo.project.name);
  await signedIn(page, t, email, await createUserThroughApi(request, email, ['user']));
  const menu = page.getByRole('menu', { name: t.menu.MENU });
  await expect(menu).toBeVisible();
  const width = page.viewportSize()!.width;
  // Found by its test id: the open panel hides the rest of the page from the accessibility tree.
  const navbar = page.getByTestId('sidebar-user');
  const menuLeft = async () => (await navbar.boundingBox())!.x;
  expect(await menuLeft()).toBeLessThan(width / 2);

  await page.getByRole('button', { name: t.resources.shellToolbar.themeSettings, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  const directions = dialog.getByRole('group', { name: words.direction });
  await directions.getByRole('button', { name: words.directions.rtl, exact: true }).click();
  // Mirrored by the styles, not only the page's dir: the navbar is on the right now.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(menuLeft).toBeGreaterThan(width / 2);
  // Material UI's own physical rules are mirrored too, which the page's dir alone does not do: the
  // toolbar's language button keeps its icon's 8 px gap on the side of its text, now the left.
  const iconGap = () =>
    page
      .locator('header .MuiButton-startIcon')
      .first()
      .evaluate((icon) => [getComputedStyle(icon).marginLeft, getComputedStyle(icon).marginRight]);
  await expect.poll(iconGap).toEqual(['8px', '-4px']);
  await expect(dialog).toBeVisible();

  await directions.getByRole('button', { name: words.directions.ltr, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect.poll(iconGap).toEqual(['-4px', '8px']);
  await expect.poll(menuLeft).toBeLessThan(width / 2);
});

test("a user without a role is the spec's guest: their Theme Settings stay in this browser", async ({
  page,
  browser,
  request,
  t,
}, testInfo) => {
  const words = t.resources.shellPanels.settings;
  const email = freshEmail('guest-settings', testInfo.project.name);
  const password = await createUserThroughApi(request, email, []);
  await signedIn(page, t, email, password);
  const saved: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/Identity/Me/settings')) saved.push(sent.method());
  });

  await page.getByRole('button', { name: t.resources.shellToolbar.themeSettings, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await dialog
    .getByRole('group', { name: words.layout })
    .getByRole('button', { name: words.layouts.layout2, exact: true })
    .click();
  await page.keyboard.press('Escape');
  const topMenu = page.getByRole('navigation', { name: t.menu.MENU });
  await expect(topMenu).toBeVisible();
  // Kept here, across a reload; never sent.
  await page.reload();
  await expect(topMenu).toBeVisible();
  expect(saved).toEqual([]);

  // Another browser has its own (the spec's default: the navbar on the left).
  const elsewhere = await browser.newContext({ locale: testInfo.project.use.locale });
  const other = await elsewhere.newPage();
  await signedIn(other, t, email, password);
  await expect(other.getByRole('menu', { name: t.menu.MENU })).toBeVisible();
  await expect(other.getByRole('navigation', { name: t.menu.MENU })).toHaveCount(0);
  await elsewhere.close();
});

test('on a phone, the horizontal layouts give their menu row to a menu button and a drawer', async ({
  page,
  request,
  t,
}, testInfo) => {
  const email = freshEmail('phone-layout', testInfo.project.name);
  const password = await createUserThroughApi(request, email, ['user']);
  const auth = await request.post('/api/Identity/Authenticate', { data: { UserName: email, Password: password } });
  const { model } = await auth.json();
  await request.put('/api/Identity/Me/settings', {
    headers: { Authorization: `Bearer ${model.token}` },
    data: { layout: { style: 'layout2' } },
  });
  await page.setViewportSize({ width: 480, height: 800 });
  await signedIn(page, t, email, password);
  await expect(page.getByRole('navigation', { name: t.menu.MENU })).toHaveCount(0);
  await page.getByRole('button', { name: t.ra.action.open_menu }).click();
  const menu = page.getByRole('menu', { name: t.menu.MENU });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: t.menu.CUSTOMERS }).click();
  await expect(page).toHaveURL(/\/apps\/customers/);

  // Wide again: the row is back.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: t.menu.MENU })).toBeVisible();
});
