import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { boundedTotal, contentRange, parseListQuery } from './listQuery';

const options = {
  filter: z.strictObject({ q: z.string().optional() }),
  sortable: ['email'],
  defaultSort: ['email', 'ASC'] as ['email', 'ASC'],
};

describe('parseListQuery', () => {
  it('reads ra-data-simple-rest parameters', () => {
    expect(parseListQuery({ filter: '{"q":"tr"}', range: '[25,49]', sort: '["email","desc"]' }, options)).toEqual({
      filter: { q: 'tr' },
      offset: 25,
      limit: 25,
      sortField: 'email',
      sortOrder: 'DESC',
    });
  });

  it('defaults to the first page in the default order and caps the page size', () => {
    expect(parseListQuery({}, options)).toMatchObject({ offset: 0, limit: 25, sortField: 'email', sortOrder: 'ASC' });
    expect(parseListQuery({ range: '[0,100000]' }, options).limit).toBe(500);
  });

  it.each([
    [{ filter: '{"role":"x"}' }, 'filter.role'],
    [{ filter: 'nope' }, 'filter'],
    [{ range: '[3,1]' }, 'range'],
    [{ range: '[-1,5]' }, 'range'],
    [{ range: '[1e21,1e21]' }, 'range'],
    [{ range: '[0,2147483648]' }, 'range'],
    [{ sort: '["password","ASC"]' }, 'sort'],
  ])('refuses %j', (query, field) => {
    try {
      parseListQuery(query, options);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(400);
      expect(Object.keys((error as AppError).errors ?? {})).toEqual([field]);
    }
  });

  it('writes Content-Range', () => {
    expect(contentRange('users', 0, 25, 1234)).toBe('users 0-24/1234');
    expect(contentRange('users', 50, 0, 10)).toBe('users 50-50/10');
  });

  it('keeps the i18n key a filter schema gives', () => {
    const withMinimum = {
      ...options,
      filter: z.strictObject({ q: z.string().min(3, 'validation.minSearchLength').optional() }),
    };
    try {
      parseListQuery({ filter: '{"q":"ab"}' }, withMinimum);
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).errors).toEqual({ 'filter.q': 'validation.minSearchLength' });
    }
  });

  it('reports exact totals up to the cap, then a lower bound that keeps a next page', () => {
    expect(boundedTotal(42, 1000, 0, 25, 25)).toEqual({ total: 42, capped: false });
    expect(boundedTotal(1000, 1000, 0, 25, 25)).toEqual({ total: 1000, capped: false });
    expect(boundedTotal(1001, 1000, 0, 25, 25)).toEqual({ total: 1001, capped: true });
    expect(boundedTotal(1001, 1000, 1000, 25, 25)).toEqual({ total: 1026, capped: true });
    expect(boundedTotal(1001, 1000, 2000, 10, 25)).toEqual({ total: 2010, capped: true });
  });
});
