import { generate } from 'otplib';
import { apiToken } from './apiData';
import { axeViolations } from './axe';
import { createUserThroughApi, expect, freshEmail, openUserMenu, signedIn, signIn, test } from './fixtures';

/** The app's code at a moment (seconds from now), from the secret the page showed. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

test('a staff member enrols an authenticator app from their profile, then signs in with its code or a recovery code', async ({
  page,
  request,
  t,
}, testInfo) => {
  const email = freshEmail('second-factor', testInfo.project.name);
  const password = await createUserThroughApi(request, email, ['staff'], 'Deux Facteurs');
  const words = t.pages.secondFactor;

  await signIn(page, t, email, password);
  await expect(page).toHaveURL(/\/apps\//);
  await page.goto('/pages/profile');
  await expect(page.getByText(words.noFactor)).toBeVisible();
  await page.getByRole('button', { name: words.addApp }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: words.qrAlt })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await axeViolations(page), 'the enrolment dialog').toEqual([]);
  await dialog.getByLabel(words.code).fill('000000');
  await dialog.getByRole('button', { name: words.confirm }).click();
  await expect(dialog.getByText(t.errors.TOTP_CODE_INVALID)).toBeVisible();
  await dialog.getByLabel(words.code).fill(await codeAt(secret));
  await dialog.getByRole('button', { name: words.confirm }).click();

  // The recovery codes, shown this once.
  const codes = page.getByRole('list', { name: words.recoveryCodes });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCode = await codes.getByRole('listitem').first().innerText();
  expect(await axeViolations(page), 'the recovery codes').toEqual([]);
  await page.getByRole('button', { name: words.codesSaved }).click();
  await expect(page.getByText(words.authenticatorApp, { exact: true })).toBeVisible();

  // Signed out, the password alone is no longer enough: the app's code comes next.
  await page.goto('/apps/requests/all');
  await openUserMenu(page, t);
  await page.getByRole('menuitem', { name: t.menu.LOGOUT }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, t, email, password);
  await expect(page.getByRole('heading', { name: t.pages.login.secondFactorTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await axeViolations(page), 'the second step').toEqual([]);
  // The code of the next step (the enrolment used this one's).
  await page.getByLabel(words.code).fill(await codeAt(secret, 30));
  await page.getByRole('button', { name: words.verify }).click();
  await expect(page).toHaveURL(/\/apps\//);

  // A lost phone: a recovery code instead, good once.
  await openUserMenu(page, t);
  await page.getByRole('menuitem', { name: t.menu.LOGOUT }).click();
  await signIn(page, t, email, password);
  await page.getByRole('button', { name: words.useRecoveryCode }).click();
  await page.getByLabel(words.recoveryCode).fill(recoveryCode);
  await page.getByRole('button', { name: words.verify }).click();
  await expect(page).toHaveURL(/\/apps\//);
});

test('a staff member registers a passkey from their profile, then signs in with it (a virtual authenticator)', async ({
  page,
  request,
  t,
}, testInfo) => {
  const email = freshEmail('passkey', testInfo.project.name);
  const password = await createUserThroughApi(request, email, ['staff'], 'Clé Daccès');
  const words = t.pages.secondFactor;
  // Chromium's virtual authenticator (CDP WebAuthn): a platform passkey that confirms its user at once.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(page, t, email, password);
  await expect(page).toHaveURL(/\/apps\//);
  await page.goto('/pages/profile');
  await page.getByRole('button', { name: words.addPasskey }).click();
  const dialog = page.getByRole('dialog');
  expect(await axeViolations(page), 'the passkey dialog').toEqual([]);
  await dialog.getByLabel(words.passkeyName).fill('Poste 12');
  await dialog.getByRole('button', { name: words.register }).click();
  await expect(page.getByRole('list', { name: words.recoveryCodes }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: words.codesSaved }).click();
  await expect(page.getByText('Poste 12', { exact: true })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await page.goto('/apps/requests/all');
  await openUserMenu(page, t);
  await page.getByRole('menuitem', { name: t.menu.LOGOUT }).click();
  await signIn(page, t, email, password);
  await expect(page.getByText(words.passkeyPrompt)).toBeVisible();
  expect(await axeViolations(page), 'the passkey step').toEqual([]);
  await page.getByRole('button', { name: words.signInWithPasskey }).click();
  await expect(page).toHaveURL(/\/apps\//);

  // The passkey gone from the device: the step says so, and the recovery code still signs in.
  await openUserMenu(page, t);
  await page.getByRole('menuitem', { name: t.menu.LOGOUT }).click();
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await signIn(page, t, email, password);
  await page.getByRole('button', { name: words.signInWithPasskey }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.errors.PASSKEY_CANCELLED })).toBeVisible();
  await page.getByRole('button', { name: words.useRecoveryCode }).click();
  await expect(page.getByLabel(words.recoveryCode)).toBeVisible();
});

test('an administrator requires a second factor of staff: a staff member enrols right after their password', async ({
  page,
  request,
  t,
}, testInfo) => {
  const email = freshEmail('required-factor', testInfo.project.name);
  const password = await createUserThroughApi(request, email, ['staff'], 'Tenue Au Facteur');
  const words = t.pages.secondFactor;
  const policyWords = t.resources.users.secondFactorPolicy;
  const token = await apiToken(request);
  try {
    await signedIn(page, t, 'admin@demo.ca');
    await page.goto('/apps/usermanagement/permissions');
    await page.getByRole('checkbox', { name: t.roles.staff }).check();
    await page.getByRole('button', { name: policyWords.save }).click();
    await expect(page.getByText(policyWords.saved)).toBeVisible();
    await openUserMenu(page, t);
    await page.getByRole('menuitem', { name: t.menu.LOGOUT }).click();

    await signIn(page, t, email, password);
    await expect(page.getByText(words.required)).toBeVisible();
    await expect(page.getByTestId('totp-secret')).toBeVisible();
    expect(await axeViolations(page), 'the enrolment a role requires').toEqual([]);
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await page.getByLabel(words.code).fill(await codeAt(secret));
    await page.getByRole('button', { name: words.confirm }).click();
    await expect(page.getByRole('list', { name: words.recoveryCodes }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: words.codesSaved }).click();
    await expect(page).toHaveURL(/\/apps\//);
  } finally {
    // Back to nothing required, for the journeys that sign staff in with a password alone.
    const current = await (
      await request.get('/api/security-policy', { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    const reset = await request.put('/api/security-policy', {
      headers: { Authorization: `Bearer ${token}` },
      data: { secondFactorRoles: [], version: current.version },
    });
    expect(reset.ok(), await reset.text()).toBe(true);
  }
});
