import type { RequestStatus } from '../../../domain/requestStatuses';
import { DENIAL_REASONS } from '../../../domain/requestStatuses';
import type { SeedRandom } from './seedRandom';

/** The columns a generated request fills, in COPY order. */
export const REQUEST_COLUMNS = [
  'customer_id',
  'status',
  'requested_amount_cents',
  'approved_amount_cents',
  'denial_reason',
  'origin',
  'ibv_status',
  'duplicate_of_customer_id',
  'created_by',
  'status_changed_at',
  'created_at',
  'updated_at',
] as const;

const DAY = 86_400_000;
const RECENT_DAYS = 14;

/** Recent requests are still being worked on… */
const OPEN_MIX: readonly (readonly [RequestStatus, number])[] = [
  ['NEW', 28],
  ['WAITING', 8],
  ['WAITING_MISSING_CONTRACT', 4],
  ['WAITING_MISSING_IBV', 6],
  ['WAITING_MISSING_INFO', 4],
  ['CONTRACT_SENT', 6],
  ['PREAPPROVED', 8],
  ['ACCEPTED', 8],
  ['DENIED', 8],
  ['AUTO_DECLINED', 12],
  ['CANCELLED_BY_CLIENT', 3],
  ['RENEWAL_REQUEST', 3],
  ['FRAUDSTER', 0.3],
];
/** …older ones have settled: a loan (paid, running, in collections) or a refusal. */
const SETTLED_MIX: readonly (readonly [RequestStatus, number])[] = [
  ['ACCEPTED', 22],
  ['LOAN_PAY_IN_FULL', 14],
  ['DENIED', 18],
  ['AUTO_DECLINED', 16],
  ['CANCELLED_BY_CLIENT', 10],
  ['IN_COLLECTIONS', 3],
  ['IN_PAYMENT_AGREEMENT', 2],
  ['POSSIBLE_RENEWAL', 5],
  ['RENEWAL_REQUEST', 1],
  ['BANKRUPTCY', 0.6],
  ['FRAUDSTER', 0.3],
  ['WAITING_MISSING_INFO', 1],
  ['NEW', 0.5],
  ['PREAPPROVED', 0.5],
];
const WITH_APPROVED_AMOUNT = new Set<RequestStatus>([
  'PREAPPROVED',
  'ACCEPTED',
  'CONTRACT_SENT',
  'LOAN_PAY_IN_FULL',
  'IN_COLLECTIONS',
  'IN_PAYMENT_AGREEMENT',
  'BANKRUPTCY',
  'POSSIBLE_RENEWAL',
]);

function ibvStatusFor(random: SeedRandom, status: RequestStatus): string {
  if (WITH_APPROVED_AMOUNT.has(status)) return 'COMPLETED';
  if (status === 'WAITING_MISSING_IBV') return 'SENT';
  if (status === 'NEW' || status === 'AUTO_DECLINED' || status === 'DUPLICATE') return 'NOT_SENT';
  return random.weighted([
    ['COMPLETED', 50],
    ['FAILED', 15],
    ['NOT_SENT', 25],
    ['SENT', 10],
  ] as const);
}

/**
 * A customer's requests, about 1.5 each: the application that made the profile, then renewals.
 * Only the last one may still be open; a duplicate profile's first request is DUPLICATE.
 */
export function fakeRequestsOf(
  random: SeedRandom,
  customer: { id: number; createdAt: number; duplicateOf?: number },
  now: number,
  staffIds: readonly number[],
): unknown[][] {
  const count = random.weighted([
    [1, 50],
    [2, 44],
    [3, 6],
  ] as const);
  const times = [Math.min(now, customer.createdAt + random.int(1, 30) * 60_000)];
  for (let i = 1; i < count; i++) {
    const earliest = times[i - 1] + 30 * DAY;
    if (earliest >= now) break;
    times.push(earliest + random.next() * (now - earliest));
  }
  return times.map((createdAt, i) => {
    const last = i === times.length - 1;
    const recent = now - createdAt < RECENT_DAYS * DAY;
    const status: RequestStatus =
      i === 0 && customer.duplicateOf
        ? 'DUPLICATE'
        : random.weighted(
            last && recent
              ? OPEN_MIX
              : SETTLED_MIX.filter(
                  ([s]) => last || !['NEW', 'PREAPPROVED', 'WAITING_MISSING_INFO', 'RENEWAL_REQUEST'].includes(s),
                ),
          );
    const requested = random.int(6, 60) * 5_000;
    const approved = WITH_APPROVED_AMOUNT.has(status)
      ? Math.max(10_000, Math.round((requested * random.int(6, 10)) / 10 / 5_000) * 5_000)
      : null;
    const internal = random.chance(0.28);
    const changedAt = Math.min(now, createdAt + random.int(0, 5 * 24) * 3_600_000);
    return [
      customer.id,
      status,
      requested,
      approved,
      status === 'DENIED' ? random.pick(DENIAL_REASONS) : null,
      internal ? 'INTERNAL' : 'EXTERNAL',
      ibvStatusFor(random, status),
      i === 0 && customer.duplicateOf ? customer.duplicateOf : null,
      internal && staffIds.length ? random.pick(staffIds) : null,
      new Date(changedAt),
      new Date(createdAt),
      new Date(changedAt),
    ];
  });
}
