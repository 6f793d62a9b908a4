import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { apiToken, createCustomer, createRequest, uniqueTag } from './apiData';
import { createUserThroughApi, expect, freshEmail, signedIn, test, type Texts } from './fixtures';

const N = '/api/Notification';

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const auth = await request.post('/api/Identity/Authenticate', { data: { UserName: email, Password: password } });
  expect(auth.ok()).toBe(true);
  return (await auth.json()).model.token;
}

/**
 * An agent of this test alone whose notifications are all read: both language projects and the
 * other journeys share one database, so the counts start from nothing here.
 */
async function freshAgent(request: APIRequestContext, label: string, testInfo: TestInfo) {
  const email = freshEmail(label, testInfo.project.name);
  const password = await createUserThroughApi(request, email, ['user']);
  const token = await tokenOf(request, email, password);
  const marked = await request.post(`${N}/markAllItemsAsReaded?category=ALL`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
  return { email, password };
}

/** A NEW request of a new customer (through the API, as the administrator). */
async function newRequest(request: APIRequestContext) {
  const token = await apiToken(request);
  const customer = await createCustomer(request, token, { lastName: `Gagnon-${uniqueTag()}` });
  const loanRequest = await createRequest(request, token, customer.id, 150_000);
  return { token, customer, loanRequest };
}

async function changeStatusThroughApi(
  request: APIRequestContext,
  token: string,
  id: number,
  version: number,
  body: Record<string, unknown>,
) {
  const response = await request.post(`/api/requests/${id}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { version, ...body },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function pageInNewContext(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ locale: testInfo.project.use.locale });
  return context.newPage();
}

/** The bell's name: "Notifications", or with its unread count (French says one "non lue", several "non lues"). */
function bell(page: Page, t: Texts, unread?: number) {
  if (unread === undefined) return page.getByRole('button', { name: t.resources.notificationCentre.bell, exact: true });
  const [one, many = one] = t.resources.notificationCentre.bellUnread.split('||||').map((form) => form.trim());
  return page.getByRole('button', { name: (unread > 1 ? many : one).replace('%{count}', String(unread)), exact: true });
}
const message = (t: Texts, key: 'ACCEPTED' | 'REJECT', customerName: string) =>
  t.resources.notifications.messages[key].replace('%{customerName}', customerName);

test('staff accepts a request and the agent’s bell counts it live; the popup filters it and opens the request', async ({
  page,
  browser,
  request,
  t,
}, testInfo) => {
  const agent = await freshAgent(request, 'bell', testInfo);
  const { customer, loanRequest } = await newRequest(request);
  await signedIn(page, t, agent.email, agent.password);
  await expect(bell(page, t)).toBeVisible();

  // Staff accepts it in another browser, through the request screen.
  const staff = await pageInNewContext(browser, testInfo);
  await signedIn(staff, t, 'staff@demo.ca');
  await staff.goto(`/apps/requests/${loanRequest.id}`);
  await staff.getByRole('button', { name: t.resources.requests.actions.changeStatus }).click();
  await staff.getByRole('menuitem', { name: t.resources.requests.status.ACCEPTED, exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: t.resources.requests.statusDialog.submit }).click();
  await expect(staff.getByText(t.messages.REQUEST_SAVED)).toBeVisible();
  await staff.context().close();

  // No reload: the agent's bell says one unread.
  await expect(bell(page, t, 1)).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveText('1');

  await bell(page, t, 1).click();
  const popup = page.getByRole('dialog', { name: t.resources.notificationCentre.title });
  const accepted = message(t, 'ACCEPTED', customer.fullName);
  await expect(popup.getByText(accepted)).toBeVisible();

  // A category shows its own notifications here and opens its page behind.
  await popup.getByTestId('notification-category-REJECT').click();
  await expect(page).toHaveURL(/\/apps\/notifications\/REJECT$/);
  await expect(popup.getByText(t.resources.notifications.empty)).toBeVisible();
  await popup.getByTestId('notification-category-ACCEPTED').click();
  await expect(page).toHaveURL(/\/apps\/notifications\/ACCEPTED$/);
  await expect(popup.getByTestId('notification-category-ACCEPTED')).toHaveAttribute('aria-pressed', 'true');
  await expect(popup.getByRole('link', { name: t.resources.notificationCentre.seeMore })).toHaveAttribute(
    'href',
    '/apps/notifications/ACCEPTED',
  );

  // A click marks it read and opens the request.
  await popup.getByText(accepted).click();
  await expect(page).toHaveURL(new RegExp(`/apps/requests/${loanRequest.id}$`));
  await expect(page.locator('[data-field="resources.requests.fields.status"]')).toHaveText(
    t.resources.requests.status.ACCEPTED,
  );
  await expect(bell(page, t)).toBeVisible();
});

test('the notifications page lists a category, and marks all as read after asking', async ({
  page,
  request,
  t,
}, testInfo) => {
  const agent = await freshAgent(request, 'page', testInfo);
  const first = await newRequest(request);
  const second = await newRequest(request);
  await changeStatusThroughApi(request, first.token, first.loanRequest.id, first.loanRequest.version, {
    status: 'ACCEPTED',
    amount: 120_000,
  });
  await changeStatusThroughApi(request, second.token, second.loanRequest.id, second.loanRequest.version, {
    status: 'DENIED',
    denialReason: 'NO_JOB',
  });

  await signedIn(page, t, agent.email, agent.password);
  await expect(bell(page, t, 2)).toBeVisible();
  await page.goto('/apps/notifications');
  await expect(page).toHaveURL(/\/apps\/notifications\/ALL$/);
  const all = t.resources.notificationCentre.pageTitle.replace('%{category}', t.resources.notifications.categories.ALL);
  await expect(page.getByRole('heading', { level: 1, name: all })).toBeVisible();
  const list = page.getByTestId('notification-page-list');
  await expect(list.getByText(message(t, 'ACCEPTED', first.customer.fullName))).toBeVisible();
  await expect(list.getByText(message(t, 'REJECT', second.customer.fullName))).toBeVisible();

  // A category of its own: only the denial.
  await page.getByTestId('notification-category-REJECT').click();
  await expect(page).toHaveURL(/\/apps\/notifications\/REJECT$/);
  await expect(list.getByText(message(t, 'REJECT', second.customer.fullName))).toBeVisible();
  await expect(list.getByText(message(t, 'ACCEPTED', first.customer.fullName))).toHaveCount(0);
  await page.getByTestId('notification-category-ALL').click();

  // Irreversible: asked first; cancelling changes nothing.
  await page.getByRole('button', { name: t.resources.notificationCentre.markAllRead }).click();
  const confirm = page.getByRole('dialog', { name: t.resources.notificationCentre.markAllTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: t.ra.action.cancel }).click();
  await expect(bell(page, t, 2)).toBeVisible();
  await page.getByRole('button', { name: t.resources.notificationCentre.markAllRead }).click();
  await confirm.getByRole('button', { name: t.resources.notificationCentre.markAllRead }).click();
  await expect(page.getByText(t.messages.NOTIFICATIONS_MARKED_READ)).toBeVisible();
  await expect(bell(page, t)).toBeVisible();
  await expect(list.getByTestId('notification-item').first()).toHaveAttribute('data-read', 'true');

  await bell(page, t).click();
  await expect(
    page.getByRole('dialog', { name: t.resources.notificationCentre.title }).getByText(t.resources.notifications.empty),
  ).toBeVisible();
});

test('an administrator publishes a global notice; a signed-in user sees it at once, in their language, and closes it', async ({
  page,
  browser,
  t,
}, testInfo) => {
  const words = t.resources.globalNotificationsScreen;
  const tag = uniqueTag();
  const agent = await pageInNewContext(browser, testInfo);
  await signedIn(agent, t, 'agent@demo.ca');
  // Not theirs to manage: the access-denied warning, back home.
  await agent.goto('/apps/globalNotifications');
  await expect(agent.getByText(t.pages.accessDenied)).toBeVisible();
  await expect(agent).toHaveURL(/\/apps\/requests\/all$/);

  await signedIn(page, t, 'admin@demo.ca');
  await page.goto('/apps/globalNotifications');
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await page.getByRole('button', { name: words.create }).click();
  const dialog = page.getByRole('dialog', { name: words.createTitle });
  const fields = t.resources['global-notifications'].fields;
  await dialog.getByLabel(fields.messageFr).fill(`Bureau fermé le 25 décembre ${tag}`);
  await dialog.getByLabel(fields.messageEn).fill(`Office closed on December 25 ${tag}`);
  await dialog.getByRole('button', { name: t.ra.action.save }).click();
  await expect(page.getByText(t.messages.GLOBAL_NOTIFICATION_SAVED)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText(words.states.showing);

  try {
    const expected =
      testInfo.project.name === 'en' ? `Office closed on December 25 ${tag}` : `Bureau fermé le 25 décembre ${tag}`;
    const banner = agent.getByTestId('global-notice').filter({ hasText: tag });
    await expect(banner).toHaveText(expected);
    await banner.getByRole('button', { name: t.resources.globalNoticeBanner.close }).click();
    await expect(banner).toHaveCount(0);
    await agent.reload();
    await expect(agent.getByTestId('queue-count-all')).toBeVisible();
    await expect(banner).toHaveCount(0);
  } finally {
    // Withdrawn through the screen: every other journey's screens stay as they were.
    await row.getByRole('button', { name: words.delete }).click();
    await page.getByRole('dialog', { name: words.deleteTitle }).getByRole('button', { name: words.delete }).click();
    await expect(page.getByText(t.messages.GLOBAL_NOTIFICATION_DELETED)).toBeVisible();
    await agent.context().close();
  }
});

test('a request another agent changes refreshes in the open list and on its screen, without a reload', async ({
  page,
  request,
  t,
}) => {
  const { token, customer, loanRequest } = await newRequest(request);
  await signedIn(page, t, 'agent@demo.ca');
  await page
    .getByRole('textbox', { name: t.resources.requests.fields.lastName, exact: true })
    .fill(customer.lastName.slice(-10));
  const row = page.getByRole('row').filter({ hasText: customer.lastName });
  await expect(row).toContainText(t.resources.requests.status.NEW);

  await changeStatusThroughApi(request, token, loanRequest.id, loanRequest.version, {
    status: 'PREAPPROVED',
    amount: 140_000,
  });
  await expect(row).toContainText(t.resources.requests.status.PREAPPROVED);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/apps/requests/${loanRequest.id}$`));
  const status = page.locator('[data-field="resources.requests.fields.status"]');
  await expect(status).toHaveText(t.resources.requests.status.PREAPPROVED);
  await changeStatusThroughApi(request, token, loanRequest.id, loanRequest.version + 1, {
    status: 'DENIED',
    denialReason: 'NO_JOB',
  });
  await expect(status).toHaveText(t.resources.requests.status.DENIED);
});
