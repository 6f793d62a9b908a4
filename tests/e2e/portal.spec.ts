import type { APIRequestContext, Page } from '@playwright/test';
import { translatorFor } from '../../src/portal/portalWords';
import { apiToken, moneyPattern, uniqueTag } from './apiData';
import { axeViolations } from './axe';
import { expect, signedIn, test } from './fixtures';
import { startedLoan } from './loanDialogData';
import { scheduleRow, showScheduleHistory } from './loanSchedule';

/** A phone: the portal is built for 360 pixels first. */
test.use({ viewport: { width: 360, height: 740 } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const PORTAL_RULES = {
  deferralsPermitted: true,
  firstPaymentDeferrable: true,
  maxDeferralsPerLoan: 1,
  maxConsecutiveDeferrals: 1,
  supportEmail: 'aide@pretsdemo.ca',
  supportPhone: '514-555-0199',
  termsUrl: 'https://pretsdemo.ca/conditions',
  policyUrl: 'https://pretsdemo.ca/confidentialite',
  primaryColour: '#00695c',
};

/** The portal configuration changed for this journey (and put back after it). */
async function configurePortal(request: APIRequestContext, token: string, changes: Record<string, unknown>) {
  const current = await (await request.get('/api/configuration/portal', { headers: auth(token) })).json();
  const saved = await request.put('/api/configuration/portal', {
    headers: auth(token),
    data: { ...current, ...changes },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { version: _version, ...before } = current;
  return async () => {
    const now = await (await request.get('/api/configuration/portal', { headers: auth(token) })).json();
    await request.put('/api/configuration/portal', { headers: auth(token), data: { ...before, version: now.version } });
  };
}

/** The code the borrower was emailed, read in the outbox (no SMTP server in the e2e run). */
async function mailedCode(request: APIRequestContext, token: string, email: string): Promise<string> {
  const filter = encodeURIComponent(JSON.stringify({ to: email }));
  await expect
    .poll(
      async () => (await (await request.get(`/api/outbox?filter=${filter}`, { headers: auth(token) })).json()).length,
    )
    .toBeGreaterThan(0);
  const [mail] = await (
    await request.get(`/api/outbox?filter=${filter}&sort=["id","DESC"]`, { headers: auth(token) })
  ).json();
  return /: (\d{6})/.exec(mail.text)![1];
}

const paymentLine = (page: Page, index: number) => page.getByTestId('payment-line').nth(index);

test('a borrower signs in with a code, defers a payment within the rules and changes banking; the agent sees both', async ({
  page,
  browser,
  request,
  t,
}, testInfo) => {
  const language = testInfo.project.name === 'en' ? 'en' : 'fr';
  const w = translatorFor(language);
  const admin = await apiToken(request);
  const restore = await configurePortal(request, admin, PORTAL_RULES);
  try {
    const email = `portal-${uniqueTag()}@example.ca`.toLowerCase();
    const loan = await startedLoan(request, admin, {
      firstName: 'Camille',
      email,
      language,
    });

    // Before sign-in: the configured contacts, links and colours.
    await page.goto('/portal');
    await expect(page.getByRole('heading', { name: w('signIn.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: PORTAL_RULES.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${PORTAL_RULES.supportEmail}`,
    );
    await expect(page.getByRole('link', { name: w('footer.terms') })).toHaveAttribute('href', PORTAL_RULES.termsUrl);
    await expect(page.locator('.portal-header')).toHaveCSS('background-color', 'rgb(0, 105, 92)');

    // A wrong code is refused with the tries left; the right one opens the portal.
    await page.getByLabel(w('signIn.address')).fill(email);
    await page.getByRole('button', { name: w('signIn.sendCode') }).click();
    await expect(page.getByText(w('signIn.sentEMAIL', { minutes: 10 }))).toBeVisible();
    const code = await mailedCode(request, admin, email);
    await page.getByLabel(w('signIn.code')).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: w('signIn.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(w('errors.PORTAL_CODE_WRONG', { triesLeft: 4 }));
    await page.getByLabel(w('signIn.code')).fill(code);
    await page.getByRole('button', { name: w('signIn.submit') }).click();
    await expect(page.getByRole('heading', { name: w('loan.hello', { name: 'Camille' }) })).toBeVisible();
    await expect(page.getByTestId('payoff')).toHaveText(moneyPattern(loan.totalOwing, language));
    await expect(page.getByTestId('payment-line')).toHaveCount(6);
    // The other language, kept on the borrower's file, and back.
    const other = translatorFor(language === 'fr' ? 'en' : 'fr');
    await page.getByRole('button', { name: w('app.otherLanguageLabel') }).click();
    await expect(page.getByRole('heading', { name: other('loan.hello', { name: 'Camille' }) })).toBeVisible();
    await page.getByRole('button', { name: other('app.otherLanguageLabel') }).click();
    await expect(page.getByRole('heading', { name: w('loan.hello', { name: 'Camille' }) })).toBeVisible();
    // Nothing overflows a 360-pixel phone, and axe finds nothing serious on the borrower's loan.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    // One deferral allowed: the second payment, with its fee shown before confirming.
    await paymentLine(page, 1)
      .getByRole('button', { name: w('deferral.action') })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(moneyPattern(2_500, language));
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: w('deferral.confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(paymentLine(page, 1)).toContainText(w('loan.lineStatuses.DEFERRED'));
    // Beyond the rules: no other payment offers a deferral, and the page says why.
    await expect(page.getByRole('button', { name: w('deferral.action') })).toHaveCount(0);
    await expect(page.getByText(w('errors.MAX_DEFERRALS_PER_LOAN_REACHED', { maximum: 1 }))).toBeVisible();

    // New banking information: refused until the PAD agreement is accepted and the transit is whole.
    await page.getByRole('link', { name: w('app.menu.banking') }).click();
    await expect(page).toHaveURL(/\/portal\/banking$/);
    await expect(page.getByTestId('pad-agreement')).toContainText(w('banking.pad.recourse', { days: 90 }));
    await page.getByLabel(w('banking.transit')).fill('123');
    await page.getByLabel(w('banking.institution')).fill('003');
    await page.getByLabel(w('banking.account')).fill('987654321');
    await page.getByRole('button', { name: w('banking.submit') }).click();
    await expect(page.getByText(w('validation.transitNumber'))).toBeVisible();
    await expect(page.getByText(w('validation.padAccepted'))).toBeVisible();
    // The errors too are tied to their fields, as axe and a screen reader want them.
    await expect(page.getByLabel(w('banking.transit'))).toHaveAccessibleDescription(w('validation.transitNumber'));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(w('banking.transit')).fill('12345');
    await page.getByLabel(w('banking.pad.accept')).check();
    await page.getByRole('button', { name: w('banking.submit') }).click();
    await expect(page.getByText(w('banking.saved'))).toBeVisible();
    await expect(page.getByTestId('current-bank')).toHaveText(
      w('banking.current', { transit: '12345', institution: '003', ending: '321' }),
    );

    // A void cheque for the agents.
    await page.getByLabel(w('banking.document.choose')).setInputFiles({
      name: 'cheque-annule.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
        'latin1',
      ),
    });
    await page.getByRole('button', { name: w('banking.document.submit') }).click();
    await expect(page.getByText(w('banking.document.sent', { name: 'cheque-annule.pdf' }))).toBeVisible();

    // The agent, in the back office, sees the deferral (by the borrower) and the new account.
    const office = await browser.newContext({ locale: testInfo.project.use.locale });
    const agentPage = await office.newPage();
    await signedIn(agentPage, t, 'agent@demo.ca');
    await agentPage.goto(`/apps/loans/${loan.id}`);
    const deferredDate = loan.payments.filter((line) => line.status === 'SCHEDULED')[1].date;
    await showScheduleHistory(agentPage, t);
    await expect(scheduleRow(agentPage, deferredDate)).toContainText(t.resources.loans.lineStatus.DEFERRED);
    // Its Logs tab names the borrower, who asked for it in the portal.
    await agentPage.getByRole('tab', { name: t.resources.loans.tabs.logs }).click();
    await expect(agentPage.getByRole('row').filter({ hasText: t.audit.actions.loan.deferral }).first()).toContainText(
      t.audit.borrower.replace('%{name}', `Camille ${loan.customerLastName}`),
    );
    await agentPage.goto(`/apps/contacts/${loan.customerId}`);
    await expect(agentPage.locator('input[name="bankAccount"]')).toHaveValue('987654321');
    await office.close();
  } finally {
    await restore();
  }
});

test('the portal page downloads no back-office code and stays within its budget', async ({ page }, testInfo) => {
  const scripts: Promise<{ path: string; bytes: number }>[] = [];
  page.on('requestfinished', (finished) => {
    const { pathname } = new URL(finished.url());
    if (pathname.endsWith('.js'))
      scripts.push(finished.sizes().then((sizes) => ({ path: pathname, bytes: sizes.responseBodySize })));
  });
  await page.goto('/portal');
  await expect(page.locator('input[name="address"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const bytes = loaded.reduce((sum, script) => sum + script.bytes, 0);
  const kilobytes = Math.round(bytes / 102.4) / 10;
  console.log(
    `[${testInfo.project.name}] portal first load: ${kilobytes} kB of compressed JavaScript in ${loaded.length} files`,
  );
  expect(loaded.filter((script) => /AdminApp|react-admin|\/ra-/.test(script.path))).toEqual([]);
  expect(kilobytes).toBeLessThanOrEqual(120);
});
