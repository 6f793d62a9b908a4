import { Box, Card, Stack } from '@mui/material';
import { DataTable, List, TopToolbar } from 'react-admin';
import { REPORT_DEFAULT_SORT, type ReportRow } from '../../domain/reportRecords';
import { REPORT_COLUMNS } from '../../domain/reportColumns';
import { DATED_REPORTS, isSumReport, type ReportName } from '../../domain/reports';
import { memberKey, messageGroup, messageKey, useTranslate } from '../../providers/translation';
import { ONE_LINE, RecordTable } from '../common/dataTable/RecordTable';
import { ExportReportButton, PrintReportButton } from './ExportReportButton';
import { reportScreenColumns } from './reportScreenColumns';
import { RenewalOfferButton } from './RenewalOfferButton';
import { useReportFilters } from './reportFilters';
import { ReportTotalsBar } from './ReportTotalsBar';

const COLUMNS = messageGroup('resources.reports.columns');

/** The renewals' offer in one column: the day it was sent, and the button that sends it (again). */
const RENEWAL_OFFER = {
  offerSentOn: {
    label: 'offer',
    render: (row: Record<string, unknown>) => (
      <Stack sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ whiteSpace: 'nowrap' }}>{String(row.offerSentOn ?? '—')}</Box>
        <RenewalOfferButton row={row as ReportRow<'renew'>} />
      </Stack>
    ),
  },
};

/**
 * One report: its rows a page at a time, sorted and filtered on the server, its totals under it
 * (dated reports), exported whole as CSV or printed.
 */
export function ReportList({ name }: { name: ReportName }) {
  const translate = useTranslate();
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
        <RecordTable
          label={translate(memberKey(messageGroup('resources.reports.tabs'), name))}
          emptyLabel={messageKey('resources.reports.empty')}
          rowClick={false}
        >
          {reportScreenColumns(REPORT_COLUMNS[name], name === 'renew' ? RENEWAL_OFFER : {}).map((column) => (
            <DataTable.Col
              key={column.label}
              source={column.source}
              label={memberKey(COLUMNS, column.label)}
              disableSort={!column.sortable}
              align={column.kind === 'money' || column.kind === 'number' ? 'right' : undefined}
              cellSx={column.kind === 'text' || column.kind === 'person' ? undefined : ONE_LINE}
              render={column.render}
            />
          ))}
        </RecordTable>
        {DATED_REPORTS[name] && <ReportTotalsBar name={name} />}
      </Card>
    </List>
  );
}
