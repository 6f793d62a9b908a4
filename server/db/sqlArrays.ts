import { sql } from 'drizzle-orm';

/**
 * One array parameter (not one parameter per element): a batch's thousands of values stay one
 * bind value. Written as a Postgres array literal; text values lose any quote or backslash (the
 * references and codes batches pass never hold one).
 */
export const sqlArray = (values: (number | string)[], type: 'int' | 'int8' | 'text') =>
  sql`${`{${values.map((value) => (type === 'text' ? `"${String(value).replace(/["\\]/g, '')}"` : String(value))).join(',')}}`}::${sql.raw(type)}[]`;
