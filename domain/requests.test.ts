import { describe, expect, it } from 'vitest';
import { changeRequestStatusBody, createRequestBody, requestListFilter } from './requests';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('request payloads', () => {
  it('take either an existing customer or an applicant, not both', () => {
    expect(createRequestBody.parse({ customerId: 4, requestedAmountCents: 50_000 })).toEqual({
      customerId: 4,
      requestedAmountCents: 50_000,
      ibvStatus: 'NOT_SENT',
    });
    expect(errorsOf(createRequestBody.safeParse({ requestedAmountCents: 50_000 }))).toEqual({
      customerId: 'validation.required',
    });
    expect(
      errorsOf(
        createRequestBody.safeParse({
          customerId: 4,
          applicant: { firstName: 'A', lastName: 'B' },
          requestedAmountCents: 50_000,
        }),
      ),
    ).toEqual({ applicant: 'validation.notExpected' });
  });

  it.each([
    [{ status: 'PREAPPROVED', amount: 50_000, version: 1 }, {}],
    [{ status: 'ACCEPTED', version: 1 }, { amount: 'validation.required' }],
    [{ status: 'DENIED', denialReason: 'TOO_MANY_NSF', version: 1 }, {}],
    [{ status: 'DENIED', version: 1 }, { denialReason: 'validation.required' }],
    [{ status: 'WAITING', amount: 50_000, version: 1 }, { amount: 'validation.notExpected' }],
    [{ status: 'CANCELLED_BY_CLIENT', version: 1 }, {}],
    [{ status: 'ACCEPTED', amount: 6_000_000, version: 1 }, { amount: 'validation.invalidAmount' }],
  ])('ask each status for what it needs: %j', (body, errors) => {
    expect(errorsOf(changeRequestStatusBody.safeParse(body))).toEqual(errors);
  });

  it('search requests by a date range that runs forwards', () => {
    expect(requestListFilter.parse({ createdFrom: '2026-01-01', createdTo: '2026-01-31', lastName: 'Bérubé' })).toEqual(
      { createdFrom: '2026-01-01', createdTo: '2026-01-31', lastName: 'berube' },
    );
    expect(errorsOf(requestListFilter.safeParse({ createdFrom: '2026-02-01', createdTo: '2026-01-31' }))).toEqual({
      createdTo: 'validation.dateRange',
    });
    expect(errorsOf(requestListFilter.safeParse({ queue: 'later' }))).toEqual({ queue: expect.any(String) });
  });
});
