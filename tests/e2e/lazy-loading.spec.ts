import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signedIn, test } from './fixtures';

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

async function gzipKilobytes(request: APIRequestContext, paths: string[]): Promise<number> {
  let total = 0;
  for (const path of paths) total += gzipSync(await (await request.get(path)).body(), { level: 9 }).length;
  return Math.round(total / 102.4) / 10;
}

test('the login page downloads no signed-in screen; the customers list downloads its own chunk only', async ({
  page,
  browser,
  request,
  t,
}, testInfo) => {
  const recorded = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: t.pages.login.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // What the login page loaded, before signing in asks for more.
  const loginScripts = [...recorded];
  expect(loginScripts.filter((path) => SIGNED_IN_SCREENS.test(path))).toEqual([]);

  // Signed in, a fresh browser (empty cache) opens the customers list directly.
  await signedIn(page, t, 'agent@demo.ca');
  const listContext = await browser.newContext({
    locale: testInfo.project.use.locale,
    storageState: await page.context().storageState(),
  });
  const listPage = await listContext.newPage();
  const listScripts = recordScripts(listPage);
  await listPage.goto('/apps/customers/all');
  await expect(listPage.getByRole('heading', { level: 1, name: t.resources.customers.title })).toBeVisible();
  await listPage.waitForLoadState('networkidle');
  const screens = listScripts
    .filter((path) => SIGNED_IN_SCREENS.test(path))
    .map((path) => path.replace(/^\/assets\/|-[\w-]+\.js$/g, ''));
  expect(screens.sort()).toEqual(['AdminApp', 'CustomerList']);

  const figures =
    `login page: ${await gzipKilobytes(request, loginScripts)} kB gzip in ${loginScripts.length} scripts; ` +
    `customers list (cold): ${await gzipKilobytes(request, listScripts)} kB gzip in ${listScripts.length} scripts`;
  testInfo.annotations.push({ type: 'bundle', description: figures });
  console.log(`[${testInfo.project.name}] ${figures}`);
  await listContext.close();
});
