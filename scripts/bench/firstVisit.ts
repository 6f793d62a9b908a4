import type { Browser, Page } from '@playwright/test';

/**
 * An office's link, not loopback (issue 33): 40 ms each way round and 10 Mbit/s, as Chromium's
 * DevTools emulate it for every request of the page.
 */
export const OFFICE_LINK = { latencyMs: 40, megabitsPerSecond: 10 };

/** What a first visit takes on that link; the best of `rounds` fresh browsers (an empty cache each). */
export interface FirstVisit {
  /** From typing the address to the sign-in form on screen. */
  signInFormMs: number;
  /** From the click on "Sign in" (the page quiet, as after typing) to the first list's rows on screen. */
  signInToRowsMs: number;
  /** The requests that took. */
  signInToRowsRequests: number;
  /** The customers list opened again, its code in the browser's cache. */
  warmListMs: number;
}

async function emulateOfficeLink(page: Page) {
  const session = await page.context().newCDPSession(page);
  const bytesPerSecond = (OFFICE_LINK.megabitsPerSecond * 1_000_000) / 8;
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: OFFICE_LINK.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

const rowsShown = (page: Page) => page.locator('table tbody tr').first().waitFor({ state: 'visible' });

async function oneVisit(
  browser: Browser,
  base: string,
  credentials: { email: string; password: string },
  locale: string,
): Promise<FirstVisit> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await emulateOfficeLink(page);
    let started = performance.now();
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    await page.locator('input[name=username]').waitFor({ state: 'visible' });
    const signInFormMs = performance.now() - started;

    await page.locator('input[name=username]').fill(credentials.email);
    await page.locator('input[name=password]').fill(credentials.password);
    // A person takes seconds to type an address and a password: the page's to use (it fetches the
    // signed-in app meanwhile). What the user waits for is counted from the click.
    await page.waitForLoadState('networkidle');
    let requests = 0;
    page.on('request', () => requests++);
    started = performance.now();
    await page.locator('button[type=submit]').click();
    await rowsShown(page);
    const signInToRowsMs = performance.now() - started;
    const signInToRowsRequests = requests;

    await page.goto(`${base}/apps/customers/all`);
    await rowsShown(page);
    // Opened again: its code is in the cache (hashed, immutable), its data asked for again.
    started = performance.now();
    await page.goto(`${base}/apps/customers/all`, { waitUntil: 'commit' });
    await rowsShown(page);
    const warmListMs = performance.now() - started;
    return { signInFormMs, signInToRowsMs, signInToRowsRequests, warmListMs };
  } finally {
    await context.close();
  }
}

/** The first visit measured `rounds` times, each figure its best (a cold browser's noise aside). */
export async function measureFirstVisit(
  browser: Browser,
  base: string,
  credentials: { email: string; password: string },
  { rounds = 2, locale = 'fr-CA' }: { rounds?: number; locale?: string } = {},
): Promise<FirstVisit> {
  const visits: FirstVisit[] = [];
  for (let round = 0; round < rounds; round++) visits.push(await oneVisit(browser, base, credentials, locale));
  const best = (pick: (visit: FirstVisit) => number) => Math.round(Math.min(...visits.map(pick)));
  return {
    signInFormMs: best((visit) => visit.signInFormMs),
    signInToRowsMs: best((visit) => visit.signInToRowsMs),
    signInToRowsRequests: best((visit) => visit.signInToRowsRequests),
    warmListMs: best((visit) => visit.warmListMs),
  };
}
