import { axeViolations } from './axe';
import { createUserThroughApi, expect, freshEmail, signedIn, signIn, test } from './fixtures';

test('a user ends a session left open in another browser from their profile: it is signed out at once', async ({
  page,
  browser,
  request,
  t,
}, testInfo) => {
  const email = freshEmail('sessions', testInfo.project.name);
  const password = await createUserThroughApi(request, email, ['staff'], 'Deux Postes');
  const words = t.pages.sessions;

  // Signed in at the office, then at home.
  const office = await browser.newContext({ locale: testInfo.project.use.locale });
  const officePage = await office.newPage();
  await signIn(officePage, t, email, password);
  await expect(officePage).toHaveURL(/\/apps\/requests\/all$/);
  await expect(officePage.getByTestId('queue-count-all')).toBeVisible();
  await officePage.waitForLoadState('networkidle');

  await signIn(page, t, email, password);
  await expect(page).toHaveURL(/\/apps\//);
  await page.goto('/pages/profile');
  const sessions = page.getByRole('list', { name: words.title });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText(words.current)).toHaveCount(1);
  expect(await axeViolations(page), 'the profile with its sessions').toEqual([]);

  // The other one (not this one: it has no end button) is ended.
  await sessions.getByRole('button', { name: new RegExp(`^${words.end} `) }).click();
  await expect(page.getByText(words.ended)).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The office's page is signed out by its live socket, without a click, told why.
  await expect(officePage).toHaveURL(/\/forcelogout$/);
  await expect(officePage.getByTestId('forcelogout-message')).toHaveText(t.errors.SESSION_ENDED);
  await office.close();
});

test('an administrator ends all of a user’s sessions from the user’s screen', async ({
  page,
  browser,
  request,
  t,
}, testInfo) => {
  const email = freshEmail('end-sessions', testInfo.project.name);
  const password = await createUserThroughApi(request, email, ['staff'], 'Poste Perdu');
  const user = await browser.newContext({ locale: testInfo.project.use.locale });
  const userPage = await user.newPage();
  await signIn(userPage, t, email, password);
  await expect(userPage.getByTestId('queue-count-all')).toBeVisible();
  await userPage.waitForLoadState('networkidle');

  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/usermanagement/users');
  await page.getByPlaceholder(t.ra.action.search).fill(email);
  await page.getByRole('cell', { name: email, exact: true }).click();
  const panel = page.getByRole('region', { name: t.pages.sessions.title });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: `${t.resources.users.actions.endSessions} ${email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.ra.action.confirm }).click();
  await expect(page.getByText(t.messages.SESSIONS_ENDED)).toBeVisible();
  await expect(panel.getByText(t.pages.sessions.none)).toBeVisible();
  await expect(userPage).toHaveURL(/\/forcelogout$/);
  await expect(userPage.getByTestId('forcelogout-message')).toHaveText(t.errors.SESSION_ENDED);
  await user.close();
});
