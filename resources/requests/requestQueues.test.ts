import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from '../../domain/requests';
import { countText, isRequestQueue, queueFilter, REQUEST_QUEUE_PATHS, statusesOfRoute } from './requestQueues';

describe('request routes → list filters (spec §2 sidebar)', () => {
  it('has one route per sidebar entry, in the order of the spec', () => {
    expect(REQUEST_QUEUE_PATHS.map((entry) => entry.path)).toEqual([
      '/apps/requests/all',
      '/apps/requests/new',
      '/apps/requests/waiting',
      '/apps/requests/preapproved',
      '/apps/requests/accepted',
      '/apps/requests/denied',
      '/apps/requests/cancelled',
      '/apps/requests/autodecline',
      '/apps/requests/possiblerenewals',
      '/apps/requests/renewalrequests',
    ]);
  });

  it.each([
    ['all', {}],
    ['new', { queue: 'new' }],
    ['preapproved', { queue: 'preapproved' }],
    ['renewalrequests', { queue: 'renewalrequests' }],
  ] as const)('%s filters the list with %j', (queue, filter) => {
    expect(queueFilter(queue)).toEqual(filter);
  });

  it('offers in the search form only the statuses a route shows', () => {
    expect(statusesOfRoute('all')).toEqual(REQUEST_STATUSES);
    expect(statusesOfRoute('new')).toEqual(['NEW', 'DUPLICATE']);
    expect(statusesOfRoute('denied')).toEqual(['DENIED', 'FRAUDSTER']);
    expect(statusesOfRoute('waiting')).toContain('WAITING_MISSING_IBV');
  });

  it('knows its routes and nothing else', () => {
    expect(isRequestQueue('autodecline')).toBe(true);
    expect(isRequestQueue('123')).toBe(false);
    expect(isRequestQueue(undefined)).toBe(false);
  });

  it('says a count above the cap as a lower bound', () => {
    const format = (n: number) => new Intl.NumberFormat('fr-CA').format(n).replace(/\s/g, ' ');
    expect(countText(42, 10_000, format)).toBe('42');
    expect(countText(10_000, 10_000, format)).toBe('10 000');
    expect(countText(10_001, 10_000, format)).toBe('10 000+');
    expect(countText(undefined, 10_000, format)).toBe('');
  });
});
