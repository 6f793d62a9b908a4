import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { foldText, phoneDigits } from '../../../domain/searchText';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { customerColumns, type CustomerRow } from './customerRecords';

export interface IdentityKeys {
  sin?: string | null;
  email?: string | null;
  homePhone?: string | null;
  cellPhone?: string | null;
}

export type DuplicateMatch = 'sin' | 'email' | 'phone';

/**
 * Live customers that are the same person as `keys` by the spec's rule: same SIN, same email or
 * same phone (home or cell, either way round). Merged and deleted profiles are not candidates.
 */
export async function findDuplicates(
  db: Pick<Db, 'select'>,
  keys: IdentityKeys,
  excludeId?: number,
  limit = 20,
): Promise<{ row: CustomerRow; matchedOn: DuplicateMatch[] }[]> {
  const email = keys.email ? foldText(keys.email) : undefined;
  const phones = [keys.homePhone, keys.cellPhone].filter((p): p is string => Boolean(p)).map(phoneDigits);
  const matches: SQL[] = [];
  if (keys.sin) matches.push(eq(customers.sin, keys.sin));
  if (email) matches.push(eq(customers.emailSearch, email));
  for (const digits of phones)
    matches.push(eq(customers.homePhoneDigits, digits), eq(customers.cellPhoneDigits, digits));
  if (matches.length === 0) return [];
  const conditions = [or(...matches) as SQL, isNull(customers.deletedAt), ne(customers.status, 'MERGED')];
  if (excludeId !== undefined) conditions.push(ne(customers.id, excludeId));
  const rows = await db
    .select({
      ...customerColumns,
      emailSearch: customers.emailSearch,
      homeDigits: customers.homePhoneDigits,
      cellDigits: customers.cellPhoneDigits,
    })
    .from(customers)
    .where(and(...conditions))
    .orderBy(customers.id)
    .limit(limit);
  return rows.map(({ emailSearch, homeDigits, cellDigits, ...row }) => {
    const matchedOn: DuplicateMatch[] = [];
    if (keys.sin && row.sin === keys.sin) matchedOn.push('sin');
    if (email && emailSearch === email) matchedOn.push('email');
    if (phones.some((digits) => digits === homeDigits || digits === cellDigits)) matchedOn.push('phone');
    return { row, matchedOn };
  });
}
