import { describe, expect, it } from 'vitest';
import { clientAddress } from './postgresAddress';

describe('a PostgreSQL address', () => {
  it('reaches a Unix socket from a libpq-style host folder, which leaves the URL', () => {
    expect(clientAddress('postgres://u:p@127.0.0.1:5433/guichet?host=%2Fdata%2Fpg')).toEqual({
      url: 'postgres://u:p@127.0.0.1:5433/guichet',
      path: '/data/pg/.s.PGSQL.5433',
    });
  });

  it('stays a network address without one', () => {
    const url = 'postgres://u:p@db.example:5432/guichet?sslmode=require';
    expect(clientAddress(url)).toEqual({ url });
  });
});
