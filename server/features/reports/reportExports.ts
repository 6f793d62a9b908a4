import { REPORT_COLUMNS } from '../../../domain/reportColumns';
import { toCsv, type CsvColumn, type CsvLanguage, type ReportName } from '../../../domain/reports';
import { translate } from '../../../i18n/translate';
import type { AppContext } from '../../context';
import type { ListQuery } from '../../http/listQuery';
import { readAllReport } from './reportReadings';

/**
 * The whole report (its filter and sort, up to EXPORT_MAX_ROWS rows) as a CSV file for the reader's
 * Excel: headers and words in their language, money as plain dollars with their decimal mark.
 */
export async function reportCsv(
  ctx: AppContext,
  name: ReportName,
  query: ListQuery<Record<string, unknown>>,
  language: CsvLanguage,
): Promise<{ csv: string; fileName: string }> {
  const rows = (await readAllReport(ctx, name, query)) as Record<string, unknown>[];
  const word = (key: string) => translate(language, key);
  const columns: CsvColumn<Record<string, unknown>>[] = REPORT_COLUMNS[name].map((column) => ({
    label: word(`resources.reports.columns.${column.source}`),
    kind: column.kind === 'boolean' ? 'text' : column.kind,
    value: (row) => {
      const value = row[column.source];
      if (column.words && value !== null && value !== undefined) return word(`${column.words}.${String(value)}`);
      return value as string | number | boolean | null;
    },
  }));
  // The tab's name in plain ASCII: a header carries no accents.
  const title = word(`resources.reports.tabs.${name}`)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const fileName = `${title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${ctx.clock.today()}.csv`;
  return { csv: toCsv(columns, rows, language), fileName };
}
