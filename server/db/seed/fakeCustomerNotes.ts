import type { ProvinceCode } from '../../../domain/canada';
import { REFERENCE_RELATIONSHIPS } from '../../../domain/customerFields';
import { fakePhoneFor, type NamePools } from './fakeCustomers';
import type { SeedRandom } from './seedRandom';

export const REFERENCE_COLUMNS = [
  'customer_id',
  'first_name',
  'last_name',
  'phone',
  'email',
  'relationship',
  'created_at',
  'updated_at',
] as const;
export const COMMENT_COLUMNS = ['customer_id', 'author_id', 'body', 'created_at'] as const;

const RELATIONSHIP_WEIGHTS = REFERENCE_RELATIONSHIPS.map(
  (r) => [r, ['PARENT', 'SIBLING', 'FRIEND', 'SPOUSE'].includes(r) ? 4 : 1] as const,
);

/** About one reference per customer: a relative, a friend or a co-worker the lender may call. */
export function fakeReferencesOf(
  random: SeedRandom,
  pools: NamePools,
  customer: { id: number; province: ProvinceCode; language: 'fr' | 'en'; createdAt: number },
): unknown[][] {
  const count = random.weighted([
    [0, 25],
    [1, 50],
    [2, 25],
  ] as const);
  const names = pools[customer.language];
  return Array.from({ length: count }, () => {
    const first = random.pick(random.chance(0.5) ? names.female : names.male);
    const last = random.pick(names.last);
    const created = new Date(customer.createdAt);
    return [
      customer.id,
      first,
      last,
      fakePhoneFor(random, customer.province),
      null,
      random.weighted(RELATIONSHIP_WEIGHTS),
      created,
      created,
    ];
  });
}

const COMMENTS = {
  fr: [
    'Client a appelé pour confirmer la date de son prochain dépôt.',
    "Laissé un message vocal, en attente d'un retour d'appel.",
    'Spécimen de chèque reçu par courriel, à valider.',
    'Le client demande de reporter son prochain paiement.',
    "Vérification d'emploi faite auprès du superviseur.",
    'Adresse mise à jour après un déménagement.',
    'Relevé IBV complété, revenus conformes.',
  ],
  en: [
    'Customer called to confirm their next pay date.',
    'Left a voicemail, waiting for a call back.',
    'Void cheque received by email, to be checked.',
    'Customer asks to defer the next payment.',
    'Employment verified with the supervisor.',
    'Address updated after a move.',
    'IBV report completed, income matches.',
  ],
} as const;

/** Agents' notes on four customers in ten, written in the customer's language. */
export function fakeCommentsOf(
  random: SeedRandom,
  customer: { id: number; language: 'fr' | 'en'; createdAt: number },
  now: number,
  staffIds: readonly number[],
): unknown[][] {
  const count = random.weighted([
    [0, 60],
    [1, 30],
    [2, 10],
  ] as const);
  return Array.from({ length: count }, () => [
    customer.id,
    staffIds.length ? random.pick(staffIds) : null,
    random.pick(COMMENTS[customer.language]),
    new Date(customer.createdAt + random.next() * (now - customer.createdAt)),
  ]);
}
