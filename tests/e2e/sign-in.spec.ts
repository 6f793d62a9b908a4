import { DEMO_PASSWORD, expect, signIn, test } from './fixtures';

test('an administrator signs in and lands on the loan requests', async ({ page, t }) => {
  await signIn(page, t, 'admin@demo.ca');
  await expect(page).toHaveURL(/\/apps\/requests\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: t.pages.requests.title })).toBeVisible();
});

test('a wrong password says the email or password is incorrect', async ({ page, t }) => {
  // Not an account the other journeys use: the server locks an account after 5 failures.
  await signIn(page, t, 'staff@demo.ca', `${DEMO_PASSWORD}-wrong`);
  await expect(page.getByText(t.errors.LOGIN_FAILED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the sign-in button waits for both fields', async ({ page, t }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: t.pages.login.submit });
  await expect(submit).toBeDisabled();
  await page.getByLabel(t.pages.login.username).fill('admin@demo.ca');
  await expect(submit).toBeDisabled();
  await page.getByLabel(t.pages.login.password).fill('x');
  await expect(submit).toBeEnabled();
});

test('a signed-out visitor of a product page is sent to sign in, then brought back', async ({ page, t }) => {
  await page.goto('/apps/usermanagement/users');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(t.pages.login.username).fill('admin@demo.ca');
  await page.getByLabel(t.pages.login.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.pages.login.submit }).click();
  await expect(page).toHaveURL(/\/apps\/usermanagement\/users$/);
});

test('an account locked after too many failures says so, with the time to wait', async ({ page, t }, testInfo) => {
  // An address of its own per language run, known to no other journey.
  const email = `verrou-${testInfo.project.name}@exemple.ca`;
  for (let i = 0; i < 5; i++)
    await page.request.post('/api/Identity/Authenticate', { data: { UserName: email, Password: 'devine-2026' } });
  await signIn(page, t, email, 'devine-encore');
  await expect(page.getByText(t.errors.ACCOUNT_LOCKED.replace('%{minutes}', '15'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
