import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { measureFirstVisit, noteWhenShown, OFFICE_LINK, shownAt } from './firstVisit';
import { weighPage } from './pageWeight';

/** The same headless Chromium the end-to-end tests drive (playwright.config.ts). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the first pages of an agent's day download, measured in a real browser with an empty cache:
 * the login page, then the customers list opened directly once signed in; then how long the first
 * visit takes on an office's link (firstVisit.ts).
 */
export async function benchPages(base: string, credentials: { email: string; password: string }, distDir: string) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`bench: pages skipped: no build in ${distDir} (run npm run build first)`);
    return;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const loginContext = await browser.newContext({ locale: 'fr-CA' });
    const page = await loginContext.newPage();
    const login = weighPage(page);
    await noteWhenShown(page);
    await page.goto(`${base}/login`);
    // Up to its form: the page then fetches the signed-in app, while the password is typed.
    const formShown = await shownAt(page, 'form');
    const formShownAt = await page.evaluate((shown) => performance.timeOrigin + shown, formShown);
    report('login page, up to its form (cold cache)', await login.weight({ askedBefore: formShownAt }));
    await page.waitForLoadState('networkidle');

    await page.locator('input[name=username]').fill(credentials.email);
    await page.locator('input[name=password]').fill(credentials.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/apps\//);
    const listContext = await browser.newContext({ locale: 'fr-CA', storageState: await loginContext.storageState() });
    const listPage = await listContext.newPage();
    const list = weighPage(listPage);
    await listPage.goto(`${base}/apps/customers/all`, { waitUntil: 'networkidle' });
    report('customers list opened directly (cold cache)', await list.weight());

    // Issue 33's timings, on an office link rather than loopback (best of 2 fresh browsers).
    const visit = await measureFirstVisit(browser, base, credentials);
    const link = `${OFFICE_LINK.latencyMs} ms round trip, ${OFFICE_LINK.megabitsPerSecond} Mbit/s`;
    console.log(JSON.stringify({ figure: `sign-in form shown (${link})`, unit: 'ms', value: visit.signInFormMs }));
    console.log(
      JSON.stringify({
        figure: `sign-in clicked → first list's rows (${link})`,
        unit: 'ms',
        value: visit.signInToRowsMs,
        requests: visit.signInToRowsRequests,
      }),
    );
    console.log(
      JSON.stringify({
        figure: `customers list opened again, cache warm (${link})`,
        unit: 'ms',
        value: visit.warmListMs,
      }),
    );
  } finally {
    await browser.close();
  }
}

function report(figure: string, weight: Awaited<ReturnType<ReturnType<typeof weighPage>['weight']>>) {
  const { kilobytes, headerKilobytes, requests } = weight;
  console.log(JSON.stringify({ figure, unit: 'kB', kilobytes, headerKilobytes, requests }));
}
