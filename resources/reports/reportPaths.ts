import type { ReportName } from '../../domain/reports';

/** /apps/reports/<tab>: spec §2 names the renewals tab "renew", the others follow the report. */
export const reportPath = (name: ReportName) => `/apps/reports/${name}`;
export const REPORTS_HOME = reportPath('renew');
