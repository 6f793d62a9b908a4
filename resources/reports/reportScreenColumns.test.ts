// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { REPORT_COLUMNS } from '../../domain/reportColumns';
import { reportScreenColumns } from './reportScreenColumns';

const labels = (name: keyof typeof REPORT_COLUMNS) => reportScreenColumns(REPORT_COLUMNS[name]).map((c) => c.label);

describe('a report on screen', () => {
  it('shows the borrower as one client column and their phone, email and language as one contact', () => {
    expect(labels('rejections')).toEqual([
      'returnedOn',
      'dueDate',
      'loanNumber',
      'customer',
      'province',
      'returnCode',
      'contact',
      'amount',
      'provider',
    ]);
    expect(labels('renew').slice(0, 3)).toEqual(['customer', 'email', 'loanNumber']);
  });

  it('sorts the client column by last name where the report does, and names them last name first', () => {
    const customer = reportScreenColumns(REPORT_COLUMNS.renew).find((c) => c.label === 'customer')!;
    expect(customer).toMatchObject({ source: 'lastName', sortable: true });
    expect(customer.render({ lastName: 'Dubois', firstName: 'Alexandre' })).toBe('Dubois, Alexandre');
    expect(customer.render({ lastName: null, firstName: null })).toBe('—');
  });

  it('keeps every column of a report without a borrower as it is', () => {
    expect(labels('monthly')).toEqual(REPORT_COLUMNS.monthly.map((c) => c.source));
  });
});
