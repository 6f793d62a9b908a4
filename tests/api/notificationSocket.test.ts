import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../domain/notifications';
import { presetFor } from '../../domain/permissions';
import { createCustomer } from '../support/customers';
import { liveOrigin, openLive, type LiveClient } from '../support/liveClient';
import { N, partialOf, requestMovedTo, userWith } from '../support/notifications';
import { startSecondInstance, type SecondInstance } from '../support/secondInstance';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let origin: string;
let admin: string;
let agent: string;
const opened: LiveClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  origin = await liveOrigin(t);
  admin = (await t.login('admin@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => {
  for (const client of opened) client.close();
  await t.close();
});

const socketToken = async (token: string, app: { call: TestApp['call'] } = t) =>
  (await app.call({ method: 'GET', url: `${N}/getToken`, token })).json().token as string;
const open = (token: string | undefined, at = origin) => {
  const client = openLive(at, { domain: 'guichet.test', token });
  opened.push(client);
  return client;
};
/** A socket the server admitted (its "ready" arrived): from then on nothing is missed. */
const ready = async (token: string, at = origin) => {
  const client = open(token, at);
  await client.next('ready');
  return client;
};

describe('who may connect', () => {
  it.each([
    ['no token', undefined],
    ['a token that is not one', 'abc.def.ghi'],
    [
      'a token signed with another key',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjoxLCJhdWQiOiJndWljaGV0LWxpdmUiLCJpc3MiOiJndWljaGV0In0.c2lnbmF0dXJlLWRlLWZhdXNzYWlyZQ',
    ],
  ])('closes a socket with %s (4401), sending nothing', async (_label, token) => {
    const client = open(token);
    expect((await client.closed).code).toBe(LIVE_CLOSE.unauthorized);
    expect(client.received).toEqual([]);
  });

  it('admits a getToken token and an access token', async () => {
    expect(await (await ready(await socketToken(agent))).next('ready')).toMatchObject({
      kind: 'ready',
      userId: expect.any(Number),
    });
    await ready(agent);
  });
});

describe('pushes', () => {
  it('delivers a notification raised by a request acceptance within a second, and the request change', async () => {
    const client = await ready(await socketToken(agent));
    const accepted = await requestMovedTo(t, agent, 'ACCEPTED');
    const pushed = await client.next(
      'notification',
      (e) => e.notification.path === `/apps/requests/${accepted.id}`,
      1000,
    );
    expect(pushed.notification).toMatchObject({
      type: 'ACCEPTED',
      read: false,
      message: 'resources.notifications.messages.ACCEPTED',
    });
    expect(
      await client.next(
        'changed',
        (e) => e.resource === 'requests' && e.id === accepted.id && e.version === accepted.version,
      ),
    ).toBeTruthy();
  });

  it('sends each user only the types their abilities cover', async () => {
    const loansOnly = await userWith(t, admin, 'prets.socket@demo.ca', [
      { Action: 'view', Subject: 'notification' },
      { Action: 'view', Subject: 'loan' },
    ]);
    const client = await ready(loansOnly.token);
    await requestMovedTo(t, agent, 'ACCEPTED');
    const customer = await createCustomer(t, agent);
    const contract = await t.call({
      method: 'POST',
      url: `${N}/NewNotification`,
      token: agent,
      payload: { type: 'CONTRACT', path: '/apps/loans/1', idClient: customer.id },
    });
    // Raised after the acceptance, so it comes after it on the channel: the acceptance was not sent.
    await client.next('notification', (e) => e.notification.id === contract.json().id);
    expect(
      client.received
        .filter((e) => e.kind === 'notification')
        .map((e) => e.kind === 'notification' && e.notification.type),
    ).toEqual(['CONTRACT']);
    expect(client.received.some((e) => e.kind === 'changed')).toBe(false);
  });

  it('tells the user\'s other sockets of a read mark and of "mark all"', async () => {
    const [first, second] = await Promise.all([ready(agent), ready(agent)]);
    const request = await requestMovedTo(t, agent, 'PREAPPROVED');
    const { notification } = await first.next(
      'notification',
      (e) => e.notification.path === `/apps/requests/${request.id}`,
    );
    await t.call({ method: 'POST', url: `${N}/setNotificationRead?id=${notification.id}`, token: agent });
    for (const client of [first, second])
      expect(await client.next('read', (e) => e.id === notification.id)).toBeTruthy();
    await t.call({ method: 'GET', url: `${N}/markAllItemsAsReaded?category=REJECT`, token: agent });
    expect(await second.next('readAll')).toEqual({ kind: 'readAll', category: 'REJECT' });
  });

  it('tells everyone of a global notice', async () => {
    const client = await ready(agent);
    const published = await t.call({
      method: 'POST',
      url: '/api/global-notifications',
      token: admin,
      payload: {
        messageFr: 'Maintenance ce soir',
        messageEn: 'Maintenance tonight',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(await client.next('globalNotice')).toEqual({ kind: 'globalNotice', id: published.json().id });
  });
});

describe('forced logout', () => {
  it('signs a disabled user out (4403) and refuses their token afterwards', async () => {
    const user = await userWith(t, admin, 'desactive.socket@demo.ca', presetFor(['user']));
    const client = await ready(user.token);
    const disabled = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      payload: { enabled: false, version: user.version },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await client.next('forcedLogout')).toEqual({ kind: 'forcedLogout', message: 'errors.ACCESS_REVOKED' });
    expect((await client.closed).code).toBe(LIVE_CLOSE.revoked);
    const again = open(user.token);
    expect((await again.closed).code).toBe(LIVE_CLOSE.revoked);
    expect(again.received).toEqual([]);
  });

  it('signs a user whose permissions changed out (4203), and their older token is out of date', async () => {
    const user = await userWith(t, admin, 'droits.socket@demo.ca', presetFor(['user']));
    const client = await ready(user.token);
    const changed = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      payload: { permissions: presetFor(['user']).filter((p) => p.Subject !== 'loan'), version: user.version },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await client.next('forcedLogout')).toEqual({ kind: 'forcedLogout', message: 'errors.INFORMATION_CHANGED' });
    expect((await client.closed).code).toBe(LIVE_CLOSE.informationChanged);
    expect((await open(user.token).closed).code).toBe(LIVE_CLOSE.informationChanged);
  });
});

describe('reconnecting', () => {
  it('fetches what was raised while the socket was closed', async () => {
    const client = await ready(agent);
    // Another tab stays open: once it has the event, the server is done sending it, and a socket
    // opened after that cannot get it late (on a loaded machine the reconnect could beat it).
    const witness = await ready(agent);
    client.close();
    await client.closed;
    const missed = await requestMovedTo(t, agent, 'DENIED');
    await witness.next('notification', (e) => e.notification.path === `/apps/requests/${missed.id}`, 2000);
    const again = await ready(agent);
    const { notifications } = await partialOf(t, agent, 'REJECT');
    expect(notifications[0]).toMatchObject({ path: `/apps/requests/${missed.id}`, read: false });
    expect(again.received.filter((e) => e.kind === 'notification')).toEqual([]);
    witness.close();
  });
});

describe('several instances on one database', () => {
  let second: SecondInstance;
  let secondOrigin: string;
  beforeAll(async () => {
    second = await startSecondInstance(t);
    secondOrigin = await liveOrigin(second);
  });
  afterAll(async () => second.stop());

  it('delivers a notification raised on one instance to a socket of the other, both ways', async () => {
    const onSecond = await ready(await socketToken(agent, second), secondOrigin);
    const onFirst = await ready(agent);
    const raisedOnFirst = await requestMovedTo(t, agent, 'ACCEPTED');
    await onSecond.next('notification', (e) => e.notification.path === `/apps/requests/${raisedOnFirst.id}`, 1000);
    const customer = await createCustomer(t, agent);
    const raisedOnSecond = await second.call({
      method: 'POST',
      url: `${N}/NewNotification`,
      token: agent,
      payload: { type: 'IBV', path: '/apps/requests/1', idClient: customer.id },
    });
    expect(raisedOnSecond.statusCode, raisedOnSecond.body).toBe(201);
    await onFirst.next('notification', (e) => e.notification.id === raisedOnSecond.json().id, 1000);
    expect(second.ctx.live?.size()).toBe(1);
  });

  it('signs a user out on every instance', async () => {
    const user = await userWith(t, admin, 'deux.instances@demo.ca', presetFor(['user']));
    const onSecond = await ready(user.token, secondOrigin);
    const deleted = await t.call({ method: 'DELETE', url: `/api/users/${user.id}`, token: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await onSecond.next('forcedLogout')).toEqual({ kind: 'forcedLogout', message: 'errors.ACCESS_REVOKED' });
    expect((await onSecond.closed).code).toBe(LIVE_CLOSE.revoked);
  });
});
