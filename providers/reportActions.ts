import type { ReportTotals } from '../domain/reportRecords';
import type { ReportName } from '../domain/reports';
import { fileNameFromDisposition } from './customerActions';
import type { HttpClient } from './httpClient';
import { currentLanguage } from './i18nProvider';

/** What a report is read with: its filter and its sort, as the list has them. */
export interface ReportQuery {
  filter: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

/** The reports' calls beside their pages (read through getList on `reports/<name>`). */
export interface ReportActions {
  reportTotals(name: ReportName, query: ReportQuery): Promise<ReportTotals>;
  /** The whole report as a CSV file for the reader's Excel (the page's language). */
  reportExport(name: ReportName, query: ReportQuery): Promise<{ blob: Blob; fileName: string }>;
  /** The renewals report's action: the offer sent to the loan's borrower; answers the day it was sent. */
  sendRenewalOffer(loanId: number): Promise<{ offerSentOn: string | null }>;
}

const queryString = ({ filter, sort }: ReportQuery) => {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort) params.set('sort', JSON.stringify([sort.field, sort.order]));
  return params;
};

export function createReportActions(http: HttpClient): ReportActions {
  return {
    reportTotals: async (name, query) => (await http(`/api/reports/${name}/totals?${queryString(query)}`)).json,
    reportExport: async (name, query) => {
      const params = queryString(query);
      params.set('language', currentLanguage);
      const answer = await http(`/api/reports/${name}/export?${params}`, { responseType: 'blob' });
      return {
        blob: answer.blob ?? new Blob([]),
        fileName: fileNameFromDisposition(answer.headers.get('Content-Disposition'), `${name}.csv`),
      };
    },
    sendRenewalOffer: async (loanId) => (await http(`/api/reports/renew/${loanId}/offer`, { method: 'POST' })).json,
  };
}
