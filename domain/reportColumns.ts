/*
 * Each report's columns, in order: what the table shows and what the CSV writes, described once.
 * A column's words (a provider, a status, a bank's reason) are catalogue keys under `words`.
 */
import type { CsvKind } from './reports';
import type { ReportName } from './reports';

export interface ReportColumn {
  source: string;
  kind: CsvKind | 'boolean';
  /** The catalogue group its values are words of (`${words}.${value}`). */
  words?: string;
  /** Sortable on the server (REPORT_SORTABLE). */
  sortable?: boolean;
}

const PROVIDER = 'resources.loans.provider';
const col = (source: string, kind: ReportColumn['kind'], extra: Partial<ReportColumn> = {}): ReportColumn => ({
  source,
  kind,
  ...extra,
});
// Provinces and languages by name, as a person reads them (the CSV too), never as their codes.
const PROVINCE = col('province', 'text', { words: 'provinces' });
const LANGUAGE = col('language', 'text', { words: 'languageNames' });
const borrower = [col('loanNumber', 'text', { sortable: true }), col('lastName', 'text'), col('firstName', 'text')];

export const REPORT_COLUMNS: Record<ReportName, ReportColumn[]> = {
  renew: [
    col('lastName', 'text', { sortable: true }),
    col('firstName', 'text'),
    col('email', 'text'),
    col('loanNumber', 'text', { sortable: true }),
    col('remaining', 'number', { sortable: true }),
    col('balance', 'money'),
    col('paymentAmount', 'money'),
    col('status', 'text', { words: 'resources.loans.status' }),
    col('lastPaymentDate', 'date'),
    col('endDate', 'date', { sortable: true }),
    col('offerSentOn', 'date'),
  ],
  stopped: [
    ...borrower.map((column) => (column.source === 'lastName' ? { ...column, sortable: true } : column)),
    PROVINCE,
    col('phone', 'text'),
    col('email', 'text'),
    col('stoppedOn', 'date', { sortable: true }),
    col('balance', 'money'),
    col('totalOwing', 'money'),
    col('lastPaymentDate', 'date'),
    col('collectionFileId', 'text'),
  ],
  writtenOff: [
    ...borrower.map((column) => (column.source === 'lastName' ? { ...column, sortable: true } : column)),
    PROVINCE,
    col('writtenOffOn', 'date', { sortable: true }),
    col('writtenOffAmount', 'money', { sortable: true }),
    col('recovered', 'money'),
    col('netLoss', 'money'),
    col('collectionFileId', 'text'),
  ],
  upcoming: [
    col('date', 'date', { sortable: true }),
    ...borrower,
    col('amount', 'money', { sortable: true }),
    col('provider', 'text', { words: PROVIDER }),
    col('presented', 'boolean'),
  ],
  past: [
    col('date', 'date', { sortable: true }),
    ...borrower,
    col('amount', 'money', { sortable: true }),
    col('kind', 'text', { words: 'resources.reports.lineKinds' }),
    col('status', 'text', { words: 'statement.lineStatuses' }),
    col('provider', 'text', { words: PROVIDER }),
  ],
  rejections: [
    col('returnedOn', 'date', { sortable: true }),
    col('dueDate', 'date'),
    ...borrower,
    PROVINCE,
    col('returnCode', 'text', { words: 'resources.deposits.returnCodes' }),
    LANGUAGE,
    col('phone', 'text'),
    col('email', 'text'),
    col('amount', 'money', { sortable: true }),
    col('provider', 'text', { words: PROVIDER }),
  ],
  yearEnd: [
    col('part', 'text', { words: 'resources.reports.yearEndParts', sortable: true }),
    col('chargedAmount', 'money'),
    col('collectedAmount', 'money'),
  ],
  monthly: [
    col('month', 'text', { sortable: true }),
    col('lent', 'money'),
    col('brokerageFees', 'money'),
    col('billedInterest', 'money'),
    col('billedFees', 'money'),
    col('collectedCapital', 'money'),
    col('collectedInterest', 'money'),
    col('collectedFees', 'money'),
    col('collected', 'money'),
  ],
};
