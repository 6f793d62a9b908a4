import { describe, expect, it } from 'vitest';
import {
  LIVE_CLOSE,
  NOTIFICATION_TYPES,
  formatNotificationDate,
  globalNoticeBody,
  markAllReadQuery,
  newNotificationBody,
  notificationCategoriesFor,
  notificationListQuery,
  notificationMessageKey,
  notificationReadQuery,
  typesOfCategory,
  visibleNotificationTypes,
} from './notifications';
import { buildAbility, presetFor, type Permission } from './permissions';

const abilityOf = (permissions: Permission[]) => buildAbility(permissions);
const view = (Subject: Permission['Subject']): Permission => ({ Action: 'view', Subject });

// A decided request is told to its maker alone: whoever sees the bell may be one (APPROVAL_DECIDED).
describe('who sees which notification type', () => {
  it.each([
    [
      'request view',
      [view('notification'), view('request')],
      ['ACCEPTED', 'PREAPPROVED', 'REJECT', 'IBV', 'APPROVAL_DECIDED'],
    ],
    ['loan view', [view('notification'), view('loan')], ['CONTRACT', 'CANCELLED_PAYMENT', 'APPROVAL_DECIDED']],
    [
      'deposit view',
      [view('notification'), view('deposit')],
      [
        'TRANSACTION_LIMIT_EXCEEDED',
        'TRANSACTION_LIMIT_RATE',
        'CANCELLED_DEPOSIT',
        'SUCCESS_DEPOSIT',
        'APPROVAL_DECIDED',
      ],
    ],
    ['collection view', [view('notification'), view('collection')], ['PROMISE_BROKEN', 'APPROVAL_DECIDED']],
    ['no notification view', [view('request'), view('loan'), view('deposit')], []],
  ] as const)('%s', (_label, permissions, expected) => {
    expect(visibleNotificationTypes(abilityOf([...permissions]))).toEqual(expected);
  });

  it('gives the agent preset everything but deposits, and the staff preset every type', () => {
    expect(visibleNotificationTypes(abilityOf(presetFor(['user'])))).toEqual(
      NOTIFICATION_TYPES.filter(
        (type) =>
          ![
            'TRANSACTION_LIMIT_EXCEEDED',
            'TRANSACTION_LIMIT_RATE',
            'CANCELLED_DEPOSIT',
            'SUCCESS_DEPOSIT',
            // Agents make requests; they do not approve them.
            'APPROVAL_REQUESTED',
          ].includes(type),
      ),
    );
    expect(visibleNotificationTypes(abilityOf(presetFor(['staff'])))).toEqual([...NOTIFICATION_TYPES]);
  });
});

describe('categories', () => {
  it('covers every visible type under ALL, one type under its own name, nothing the user cannot see', () => {
    expect(typesOfCategory('ALL', ['ACCEPTED', 'IBV'])).toEqual(['ACCEPTED', 'IBV']);
    expect(typesOfCategory('IBV', ['ACCEPTED', 'IBV'])).toEqual(['IBV']);
    expect(typesOfCategory('SUCCESS_DEPOSIT', ['ACCEPTED', 'IBV'])).toEqual([]);
  });

  it('lists ALL first, then visible types, hiding the rare ones so at most five show at zero', () => {
    const categories = notificationCategoriesFor(['ACCEPTED', 'CONTRACT', 'SUCCESS_DEPOSIT']);
    expect(categories).toEqual([
      { type: 'ALL', hidden: false },
      { type: 'ACCEPTED', hidden: false },
      { type: 'CONTRACT', hidden: true },
      { type: 'SUCCESS_DEPOSIT', hidden: true },
    ]);
    expect(notificationCategoriesFor([...NOTIFICATION_TYPES]).filter((c) => !c.hidden)).toHaveLength(5);
    expect(notificationCategoriesFor([])).toEqual([]);
  });
});

describe('wire details', () => {
  it('formats dates in Toronto time, summer and winter', () => {
    expect(formatNotificationDate(new Date('2026-07-01T16:05:00Z'))).toBe('2026-07-01 12:05');
    expect(formatNotificationDate(new Date('2026-01-02T04:30:00Z'))).toBe('2026-01-01 23:30');
  });

  it('keys messages by type and variant', () => {
    expect(notificationMessageKey('IBV')).toBe('resources.notifications.messages.IBV');
    expect(notificationMessageKey('IBV', 'FAILED')).toBe('resources.notifications.messages.IBV_FAILED');
  });

  it('uses private close codes', () => {
    for (const code of Object.values(LIVE_CLOSE)) expect(code).toBeGreaterThanOrEqual(4000);
  });
});

describe('queries and bodies', () => {
  it('refuses unknown categories, types and fields, and bad ids', () => {
    expect(markAllReadQuery.safeParse({ category: 'ALL' }).success).toBe(true);
    expect(markAllReadQuery.safeParse({ category: 'LOTTERY' }).success).toBe(false);
    expect(notificationReadQuery.safeParse({ id: '12' }).data).toEqual({ id: 12 });
    expect(notificationReadQuery.safeParse({ id: 'abc' }).success).toBe(false);
    expect(notificationReadQuery.safeParse({ id: '0' }).success).toBe(false);
    expect(notificationListQuery.safeParse({ type: 'IBV', page: 2 }).success).toBe(false);
    expect(notificationListQuery.parse({})).toEqual({ type: 'ALL', offset: 0, limit: 25 });
    expect(notificationListQuery.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('asks the customer of a new notification unless it is a provider limit', () => {
    expect(newNotificationBody.safeParse({ type: 'ACCEPTED', path: '/apps/requests/3', idClient: 7 }).success).toBe(
      true,
    );
    const missing = newNotificationBody.safeParse({ type: 'ACCEPTED', path: '/apps/requests/3' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['idClient', 'validation.required'],
    ]);
    expect(newNotificationBody.safeParse({ type: 'TRANSACTION_LIMIT_RATE', path: '/apps/deposits/all' }).success).toBe(
      true,
    );
    expect(newNotificationBody.safeParse({ type: 'WINNER', path: '/apps/requests/3', idClient: 7 }).success).toBe(
      false,
    );
    expect(newNotificationBody.safeParse({ type: 'IBV', path: 'https://evil.example/', idClient: 7 }).success).toBe(
      false,
    );
    expect(newNotificationBody.safeParse({ type: 'IBV', path: '/apps/x"><script>', idClient: 7 }).success).toBe(false);
  });

  it('needs both languages in a global notice, and an end after its start', () => {
    const body = {
      messageFr: 'Maintenance ce soir',
      messageEn: 'Maintenance tonight',
      startsAt: '2026-11-24T20:00:00-05:00',
      endsAt: '2026-11-24T23:00:00-05:00',
    };
    expect(globalNoticeBody.safeParse(body).success).toBe(true);
    expect(globalNoticeBody.safeParse({ ...body, messageEn: ' ' }).error?.issues[0]).toMatchObject({
      path: ['messageEn'],
      message: 'validation.required',
    });
    expect(globalNoticeBody.safeParse({ ...body, endsAt: body.startsAt }).error?.issues[0]).toMatchObject({
      path: ['endsAt'],
      message: 'validation.dateRange',
    });
    expect(globalNoticeBody.safeParse({ ...body, startsAt: 'tomorrow' }).success).toBe(false);
  });
});
