import { Card } from '@mui/material';
import { DataTable, List, TopToolbar } from 'react-admin';
import { REPORT_DEFAULT_SORT, type ReportRow } from '../../domain/reportRecords';
import { REPORT_COLUMNS } from '../../domain/reportColumns';
import { DATED_REPORTS, isSumReport, type ReportName } from '../../domain/reports';
import { memberKey, messageGroup, messageKey } from '../../providers/translation';
import { ONE_LINE, RecordTable } from '../common/dataTable/RecordTable';
import { ExportReportButton, PrintReportButton } from './ExportReportButton';
import { ReportCell } from './reportCells';
import { RenewalOfferButton } from './RenewalOfferButton';
import { useReportFilters } from './reportFilters';
import { ReportTotalsBar } from './ReportTotalsBar';

const COLUMNS = messageGroup('resources.reports.columns');

/**
 * One report: its rows a page at a time, sorted and filtered on the server, its totals under it
 * (dated reports), exported whole as CSV or printed.
 */
export function ReportList({ name }: { name: ReportName }) {
  const filters = useReportFilters(name);
  const [field, order] = REPORT_DEFAULT_SORT[name];
  return (
    <List
      resource={`reports/${name}`}
      title={messageKey('resources.reports.title')}
      storeKey={`reports.${name}`}
      filters={filters}
      actions={
        <TopToolbar>
          <ExportReportButton name={name} />
          <PrintReportButton />
        </TopToolbar>
      }
      sort={{ field, order }}
      perPage={isSumReport(name) ? 12 : 25}
      pagination={isSumReport(name) ? false : undefined}
      empty={false}
      disableSyncWithLocation
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <RecordTable emptyLabel={messageKey('resources.reports.empty')} rowClick={false}>
          {REPORT_COLUMNS[name].map((column) => (
            <DataTable.Col
              key={column.source}
              source={column.source}
              label={memberKey(COLUMNS, column.source)}
              disableSort={!column.sortable}
              align={column.kind === 'money' || column.kind === 'number' ? 'right' : undefined}
              cellSx={column.kind === 'text' && !column.words && column.source !== 'month' ? undefined : ONE_LINE}
              render={(row: Record<string, unknown>) => <ReportCell column={column} value={row[column.source]} />}
            />
          ))}
          {name === 'renew' && (
            <DataTable.Col
              source="offer"
              label=""
              disableSort
              render={(row: ReportRow<'renew'>) => <RenewalOfferButton row={row} />}
            />
          )}
        </RecordTable>
        {DATED_REPORTS[name] && <ReportTotalsBar name={name} />}
      </Card>
    </List>
  );
}
