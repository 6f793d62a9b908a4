import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_COUNT_CAP } from '../../domain/notifications';
import { createCustomer } from '../support/customers';
import { N, idsOf, partialOf, requestMovedTo, userWith } from '../support/notifications';
import { createTestApp, decodeJwtPayload, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let staff: string;
let agent: string;
let norole: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, agent, norole] = await Promise.all(
    ['admin@demo.ca', 'staff@demo.ca', 'agent@demo.ca', 'norole@demo.ca'].map(
      async (email) => (await t.login(email)).token,
    ),
  );
});
afterAll(async () => t.close());

const get = (url: string, token = agent) => t.call({ method: 'GET', url, token });

describe('notifications raised by request outcomes', () => {
  it('raises PREAPPROVED, ACCEPTED and REJECT, newest first, unread, with their message key, customer and path', async () => {
    const customer = await createCustomer(t, agent, { firstName: 'Annie', lastName: 'Côté' });
    const preapproved = await requestMovedTo(t, agent, 'PREAPPROVED', customer);
    const accepted = await requestMovedTo(t, agent, 'ACCEPTED', customer);
    const denied = await requestMovedTo(t, agent, 'DENIED', customer);
    const { notifications, counts } = await partialOf(t, agent);
    expect(notifications.slice(0, 3)).toMatchObject([
      {
        type: 'REJECT',
        message: 'resources.notifications.messages.REJECT',
        path: `/apps/requests/${denied.id}`,
        read: false,
        dateRead: null,
        dateReadFormat: null,
      },
      {
        type: 'ACCEPTED',
        message: 'resources.notifications.messages.ACCEPTED',
        path: `/apps/requests/${accepted.id}`,
        params: { customerName: 'Annie Côté', requestId: accepted.id, amountCents: 80_000 },
      },
      { type: 'PREAPPROVED', path: `/apps/requests/${preapproved.id}`, customerId: customer.id },
    ]);
    expect(notifications[0].params).toMatchObject({ denialReason: 'NO_JOB' });
    expect(notifications[0].dateCreatedFormat).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(counts).toMatchObject({ ALL: 3, REJECT: 1, ACCEPTED: 1, PREAPPROVED: 1, IBV: 0, CONTRACT: 0 });
  });

  it('raises nothing for other status changes', async () => {
    const before = (await partialOf(t, agent)).counts.ALL;
    const customer = await createCustomer(t, agent);
    const created = (
      await t.call({
        method: 'POST',
        url: '/api/requests',
        token: agent,
        payload: { customerId: customer.id, requestedAmountCents: 50_000 },
      })
    ).json();
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/requests/${created.id}/status`,
          token: agent,
          payload: { status: 'WAITING', version: created.version },
        })
      ).statusCode,
    ).toBe(200);
    expect((await partialOf(t, agent)).counts.ALL).toBe(before);
  });
});

describe('who sees what (abilities)', () => {
  it('hides request types from a user without request view, and answers 404 for them', async () => {
    const loansOnly = await userWith(t, admin, 'prets.seulement@demo.ca', [
      { Action: 'view', Subject: 'notification' },
      { Action: 'view', Subject: 'loan' },
    ]);
    const accepted = (await partialOf(t, agent, 'ACCEPTED')).notifications[0];
    const { notifications, counts } = await partialOf(t, loansOnly.token);
    expect(notifications).toEqual([]);
    expect(counts).toEqual({ ALL: 0, CONTRACT: 0, CANCELLED_PAYMENT: 0, APPROVAL_DECIDED: 0 });
    expect((await get(`${N}/GetNotifications?type=ACCEPTED`, loansOnly.token)).json()).toMatchObject({
      notifications: [],
      total: 0,
    });
    expect((await get(`${N}/getNotificationCategories`, loansOnly.token)).json()).toEqual([
      { type: 'ALL', hidden: false },
      { type: 'CONTRACT', hidden: true },
      { type: 'CANCELLED_PAYMENT', hidden: true },
      { type: 'APPROVAL_DECIDED', hidden: true },
    ]);
    const read = await get(`${N}/setNotificationRead?id=${accepted.id}`, loansOnly.token);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('errors.NOT_FOUND');
    expect((await get(`${N}/markAllItemsAsReaded?category=ACCEPTED`, loansOnly.token)).statusCode).toBe(420);
    // Nothing changed for anyone.
    expect((await partialOf(t, agent, 'ACCEPTED')).notifications[0]).toMatchObject({ id: accepted.id, read: false });
  });

  it('shows deposit types to staff only, not to agents', async () => {
    const customer = await createCustomer(t, staff);
    const raised = await t.call({
      method: 'POST',
      url: `${N}/NewNotification`,
      token: staff,
      payload: { type: 'SUCCESS_DEPOSIT', path: '/apps/deposits/all', idClient: customer.id },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const { id } = raised.json();
    expect(idsOf((await partialOf(t, staff, 'SUCCESS_DEPOSIT')).notifications)).toEqual([id]);
    expect((await partialOf(t, staff)).notifications[0]).toMatchObject({
      id,
      message: 'resources.notifications.messages.SUCCESS_DEPOSIT',
      params: { customerName: 'Jean Trémblay' },
    });
    expect((await partialOf(t, agent)).counts).not.toHaveProperty('SUCCESS_DEPOSIT');
    expect(idsOf((await partialOf(t, agent)).notifications)).not.toContain(id);
    expect((await get(`${N}/setNotificationRead?id=${id}`)).statusCode).toBe(404);
    expect((await get(`${N}/getPartialNotifications?type=SUCCESS_DEPOSIT`)).json()).toMatchObject({
      notifications: [],
    });
  });

  it('needs a signed-in caller, and notification view for the bell', async () => {
    expect((await t.call({ method: 'GET', url: `${N}/getPartialNotifications` })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `${N}/getToken` })).statusCode).toBe(401);
    const refused = await get(`${N}/getPartialNotifications`, norole);
    expect(refused.statusCode).toBe(420);
    expect(refused.json().message).toBe('errors.FORBIDDEN');
    for (const path of [
      'GetNotifications',
      'getNotificationCategories',
      'setNotificationRead?id=1',
      'markAllItemsAsReaded?category=ALL',
    ]) {
      expect((await get(`${N}/${path}`, norole)).statusCode, path).toBe(420);
    }
    // The socket is for everyone signed in: lists refresh and forced logouts reach them too.
    expect((await get(`${N}/getToken`, norole)).statusCode).toBe(200);
  });
});

describe('read marks', () => {
  it('marks one read (GET, POST or PUT), idempotently, and the counts follow', async () => {
    const request = await requestMovedTo(t, agent, 'PREAPPROVED');
    const { notifications, counts } = await partialOf(t, agent, 'PREAPPROVED');
    const item = notifications.find((n) => n.path === `/apps/requests/${request.id}`)!;
    const first = await t.call({ method: 'POST', url: `${N}/setNotificationRead?id=${item.id}`, token: agent });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: item.id, read: true });
    expect(first.json().dateReadFormat).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const again = await t.call({ method: 'PUT', url: `${N}/setNotificationRead?id=${item.id}`, token: agent });
    expect(again.json().dateRead).toBe(first.json().dateRead);
    expect((await get(`${N}/setNotificationRead?id=${item.id}`)).statusCode).toBe(200);
    const after = await partialOf(t, agent, 'PREAPPROVED');
    expect(after.counts.PREAPPROVED).toBe(counts.PREAPPROVED! - 1);
    expect(idsOf(after.notifications)).not.toContain(item.id);
    // Read for this user only.
    expect(idsOf((await partialOf(t, staff, 'PREAPPROVED')).notifications)).toContain(item.id);
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an id', async () => {
    expect((await get(`${N}/setNotificationRead?id=999999999`)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await get(`${N}/setNotificationRead?id=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors).toEqual({ id: 'validation.invalid' });
    }
    expect((await get(`${N}/setNotificationRead`)).statusCode).toBe(400);
  });

  it('marks a whole category read with status Success, leaving the others and what comes after unread', async () => {
    await requestMovedTo(t, agent, 'ACCEPTED');
    const before = (await partialOf(t, agent)).counts;
    expect(before.ACCEPTED).toBeGreaterThan(0);
    const marked = await get(`${N}/markAllItemsAsReaded?category=ACCEPTED`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ status: 'Success' });
    const after = (await partialOf(t, agent)).counts;
    expect(after).toMatchObject({
      ACCEPTED: 0,
      REJECT: before.REJECT,
      PREAPPROVED: before.PREAPPROVED,
      ALL: before.ALL! - before.ACCEPTED!,
    });
    const page = (await get(`${N}/GetNotifications?type=ACCEPTED`)).json();
    expect(page.notifications.every((n: { read: boolean; dateRead: string | null }) => n.read && n.dateRead)).toBe(
      true,
    );
    const later = await requestMovedTo(t, agent, 'ACCEPTED');
    expect((await partialOf(t, agent, 'ACCEPTED')).notifications.map((n) => n.path)).toEqual([
      `/apps/requests/${later.id}`,
    ]);
    // Staff's marks are their own.
    expect((await partialOf(t, staff)).counts.ACCEPTED).toBeGreaterThan(1);
  });

  it('marks everything read with ALL, and refuses an unknown category, changing nothing', async () => {
    const unknown = await t.call({ method: 'POST', url: `${N}/markAllItemsAsReaded?category=LOTTERY`, token: staff });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ category: 'validation.invalid' });
    expect((await partialOf(t, staff)).counts.ALL).toBeGreaterThan(0);
    expect(
      (await t.call({ method: 'PUT', url: `${N}/markAllItemsAsReaded?category=ALL`, token: staff })).json(),
    ).toEqual({ status: 'Success' });
    const { counts, notifications } = await partialOf(t, staff);
    expect(notifications).toEqual([]);
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
  });
});

describe('lists and categories', () => {
  it('pages the full list newest first, read and unread, with a total', async () => {
    const all = (await get(`${N}/GetNotifications?type=ALL&offset=0&limit=100`)).json();
    expect(all.total).toBe(all.notifications.length);
    const ids = idsOf(all.notifications);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.notifications.some((n: { read: boolean }) => n.read)).toBe(true);
    const second = (await get(`${N}/GetNotifications?type=ALL&offset=2&limit=2`)).json();
    expect(idsOf(second.notifications)).toEqual(ids.slice(2, 4));
    expect(second).toMatchObject({ offset: 2, limit: 2, total: all.total, capped: false });
    expect(idsOf((await get(`${N}/GetNotifications?type=REJECT`)).json().notifications).length).toBeGreaterThan(0);
  });

  it('refuses unknown types, bad paging and unknown parameters', async () => {
    for (const query of ['type=WINNER', 'limit=500', 'offset=-1', 'page=2']) {
      expect((await get(`${N}/GetNotifications?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get(`${N}/getPartialNotifications?type=WINNER`)).statusCode).toBe(400);
  });

  it('lists the categories an agent sees, hidden flags included', async () => {
    const categories = (await get(`${N}/getNotificationCategories`)).json();
    expect(categories.map((c: { type: string }) => c.type)).toEqual([
      'ALL',
      'ACCEPTED',
      'PREAPPROVED',
      'CONTRACT',
      'REJECT',
      'IBV',
      'CANCELLED_PAYMENT',
      'PROMISE_BROKEN',
      // Their requests decided by a checker (issue 35's four eyes).
      'APPROVAL_DECIDED',
    ]);
    expect(categories.filter((c: { hidden: boolean }) => !c.hidden).map((c: { type: string }) => c.type)).toEqual([
      'ALL',
      'ACCEPTED',
      'PREAPPROVED',
      'REJECT',
      'IBV',
    ]);
  });

  it('counts exactly up to the cap, and says "at least the cap" beyond', async () => {
    const counter = await userWith(t, admin, 'compte.plafond@demo.ca', [
      { Action: 'view', Subject: 'notification' },
      { Action: 'view', Subject: 'loan' },
    ]);
    await t.ctx.database.db.execute(
      sql`insert into notifications (type, message_key, path) select 'CANCELLED_PAYMENT', 'k', '/apps/loans/1' from generate_series(1, 130)`,
    );
    await t.ctx.database.db.execute(
      sql`insert into notifications (type, message_key, path) select 'CONTRACT', 'k', '/apps/loans/1' from generate_series(1, 7)`,
    );
    const { counts, notifications } = await partialOf(t, counter.token);
    expect(counts).toEqual({
      ALL: NOTIFICATION_COUNT_CAP,
      CANCELLED_PAYMENT: NOTIFICATION_COUNT_CAP,
      CONTRACT: 7,
      APPROVAL_DECIDED: 0,
    });
    expect(notifications).toHaveLength(10);
    expect((await get(`${N}/getNotificationCounts`, counter.token)).json()).toEqual(counts);
  });
});

describe('NewNotification', () => {
  it('raises a notification of a type about a customer, for whoever sees that type', async () => {
    const customer = await createCustomer(t, agent, { firstName: 'Marc', lastName: 'Roy' });
    const raised = await t.call({
      method: 'POST',
      url: `${N}/NewNotification`,
      token: agent,
      payload: { type: 'IBV', path: `/apps/customers/${customer.id}`, idClient: customer.id },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json()).toMatchObject({ status: 'Success', id: expect.any(Number) });
    expect((await partialOf(t, agent, 'IBV')).notifications[0]).toMatchObject({
      id: raised.json().id,
      type: 'IBV',
      params: { customerName: 'Marc Roy' },
      customerId: customer.id,
    });
  });

  it('refuses an unknown type, a missing or unknown customer, a foreign path, unknown fields — and raises nothing', async () => {
    const [{ count: before }] = await t.ctx.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from notifications`,
    );
    const post = (payload: object) => t.call({ method: 'POST', url: `${N}/NewNotification`, token: agent, payload });
    expect((await post({ type: 'WINNER', path: '/apps/requests/1', idClient: 1 })).json().errors).toEqual({
      type: 'validation.invalid',
    });
    expect((await post({ type: 'ACCEPTED', path: '/apps/requests/1' })).json().errors).toEqual({
      idClient: 'validation.required',
    });
    expect((await post({ type: 'ACCEPTED', path: 'https://ailleurs.example/', idClient: 1 })).json().errors).toEqual({
      path: 'validation.invalid',
    });
    expect(
      (await post({ type: 'ACCEPTED', path: '/apps/requests/1', idClient: 1, message: 'hi' })).json().errors,
    ).toEqual({ message: 'validation.unknownField' });
    const unknownCustomer = await post({ type: 'ACCEPTED', path: '/apps/requests/1', idClient: 987654 });
    expect(unknownCustomer.statusCode).toBe(400);
    expect(unknownCustomer.json().errors).toEqual({ idClient: 'validation.invalid' });
    expect(
      (
        await t.call({
          method: 'POST',
          url: `${N}/NewNotification`,
          token: norole,
          payload: { type: 'IBV', path: '/apps/requests/1', idClient: 1 },
        })
      ).statusCode,
    ).toBe(420);
    const [{ count: after }] = await t.ctx.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from notifications`,
    );
    expect(after).toBe(before);
  });

  it('raises a provider limit without a customer', async () => {
    const raised = await t.call({
      method: 'POST',
      url: `${N}/NewNotification`,
      token: staff,
      payload: { type: 'TRANSACTION_LIMIT_EXCEEDED', path: '/apps/deposits/all' },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect((await partialOf(t, staff, 'TRANSACTION_LIMIT_EXCEEDED')).notifications[0]).toMatchObject({
      customerId: null,
      params: {},
    });
  });
});

describe('the live channel set-up calls', () => {
  it("answers the socket address at the caller's origin, ws or wss, and the stage", async () => {
    expect((await get(`${N}/getNotificationConfig`)).json()).toEqual({
      serviceUrl: 'ws://localhost:80',
      stage: '/live',
    });
    const otherHost = await t.call({
      method: 'GET',
      url: `${N}/getNotificationConfig`,
      token: agent,
      headers: { host: 'guichetapi.preteur.ca' },
    });
    expect(otherHost.json()).toEqual({ serviceUrl: 'ws://guichetapi.preteur.ca', stage: '/live' });
  });

  it('gives a one-minute token for the socket only', async () => {
    const answer = (await get(`${N}/getToken`)).json();
    expect(answer.expiresIn).toBe(60);
    const claims = decodeJwtPayload(answer.token);
    expect(claims).toMatchObject({ aud: 'guichet-live', iss: 'guichet' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60);
    // It opens no API call.
    expect((await get('/api/Identity/Ping', answer.token)).statusCode).toBe(401);
  });

  it('gives a first connection its counts, categories and the global notices showing', async () => {
    const init = (await get(`${N}/InitNotificationsWebSocketData`)).json();
    expect(init).toMatchObject({ status: 'Success', userId: expect.any(Number), globalNotices: expect.any(Array) });
    expect(init.counts).toEqual((await partialOf(t, agent)).counts);
    expect(init.categories[0]).toEqual({ type: 'ALL', hidden: false });
  });
});

describe('global notifications (/apps/globalNotifications)', () => {
  const hour = 3_600_000;
  const notice = (overrides: object = {}) => ({
    messageFr: 'Maintenance ce soir à 22 h',
    messageEn: 'Maintenance tonight at 10 p.m.',
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + hour).toISOString(),
    ...overrides,
  });
  const publish = (payload: object, token = admin) =>
    t.call({ method: 'POST', url: '/api/global-notifications', token, payload });

  it('lets administrators publish, change and withdraw a notice that every signed-in user reads while it shows', async () => {
    const created = await publish(notice());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const later = await publish(
      notice({
        startsAt: new Date(Date.now() + 24 * hour).toISOString(),
        endsAt: new Date(Date.now() + 25 * hour).toISOString(),
      }),
    );
    const active = (await get('/api/global-notifications/active', norole)).json();
    expect(active.map((n: { id: number }) => n.id)).toContain(id);
    expect(active.map((n: { id: number }) => n.id)).not.toContain(later.json().id);
    expect(active.find((n: { id: number }) => n.id === id)).toMatchObject({
      messageFr: 'Maintenance ce soir à 22 h',
      messageEn: 'Maintenance tonight at 10 p.m.',
    });

    const list = await get('/api/global-notifications?range=[0,9]', admin);
    expect(list.headers['content-range']).toMatch(/^global-notifications 0-\d+\/\d+$/);
    const changed = await t.call({
      method: 'PUT',
      url: `/api/global-notifications/${id}`,
      token: admin,
      payload: notice({ messageEn: 'Maintenance tonight at 11 p.m.' }),
    });
    expect(changed.json()).toMatchObject({ id, messageEn: 'Maintenance tonight at 11 p.m.' });
    expect((await t.call({ method: 'DELETE', url: `/api/global-notifications/${id}`, token: admin })).statusCode).toBe(
      200,
    );
    expect((await get('/api/global-notifications/active')).json().map((n: { id: number }) => n.id)).not.toContain(id);
    expect((await get(`/api/global-notifications/${id}`, admin)).statusCode).toBe(404);
    const [history] = await t.ctx.database.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'global_notification' and entity_id = ${String(id)} order by id desc limit 1`,
    );
    expect(history.action).toBe('globalNotification.deleted');
  });

  it('refuses agents, a missing language, an end before the start, unknown fields', async () => {
    expect((await publish(notice(), agent)).statusCode).toBe(420);
    expect((await get('/api/global-notifications', agent)).statusCode).toBe(420);
    expect((await publish(notice({ messageEn: '' }))).json().errors).toEqual({ messageEn: 'validation.required' });
    const now = new Date().toISOString();
    expect((await publish(notice({ startsAt: now, endsAt: now }))).json().errors).toEqual({
      endsAt: 'validation.dateRange',
    });
    expect((await publish(notice({ startsAt: 'demain' }))).json().errors).toEqual({
      startsAt: 'validation.invalidDate',
    });
    expect((await publish(notice({ id: 3 }))).json().errors).toEqual({ id: 'validation.unknownField' });
    expect(
      (await t.call({ method: 'PUT', url: '/api/global-notifications/999999', token: admin, payload: notice() }))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/global-notifications/active', '')).statusCode).toBe(401);
  });
});
