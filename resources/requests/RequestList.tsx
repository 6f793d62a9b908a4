import { Box, Typography } from '@mui/material';
import { DataTable, List } from 'react-admin';
import { useTranslate, inGroup, type GroupIn, messageKey } from '../../providers/translation';
import type { RequestQueue } from '../../domain/requests';
import { formatCad } from '../../providers/formatters';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { queueFilter } from './requestQueues';
import { REQUEST_QUEUES_BESIDE_FROM, RequestQueueSidebar } from './RequestQueueSidebar';
import { useRequestSearchInputs } from './RequestSearchInputs';
import { RequestStatusChip } from './RequestStatusChip';
import { ColumnsToolbar, LIST_ROWS, RecordTable } from '../common/dataTable/RecordTable';
import { DayAndTime } from '../common/dataTable/DayAndTime';

const memberOfRequests = inGroup('resources.requests');

/**
 * What fits beside the queues: who, when, how much, where it stands and where it came from. The
 * rest is one click away in the columns button (remembered per user), and on the request itself.
 */
const HIDDEN_BY_DEFAULT = ['email', 'city', 'province', 'phone', 'cell', 'ibvStatus'];

/** One sidebar route of the loan requests list (spec §2): its entry's requests, searchable, newest first. */

export function RequestList({ queue }: { queue: RequestQueue }) {
  const translate = useTranslate();
  const filters = useRequestSearchInputs(queue);
  const label = (group: GroupIn<'resources.requests'>, value: string) => translate(memberOfRequests(group, value));

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', [REQUEST_QUEUES_BESIDE_FROM]: 'row' },
        gap: 2,
        mt: 2,
        alignItems: { xs: 'stretch', [REQUEST_QUEUES_BESIDE_FROM]: 'flex-start' },
      }}
    >
      <RequestQueueSidebar current={queue} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1">
          {translate('pages.requests.title')} — {translate(`resources.requests.queues.${queue}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('search.hint')}
        </Typography>
        <List<LoanRequestRecord>
          queryOptions={LIST_ROWS}
          resource="requests"
          title={messageKey('pages.requests.title')}
          // Each route keeps its own search: the denied list does not inherit the new list's status.
          storeKey={`requests.${queue}`}
          filter={queueFilter(queue)}
          filters={filters}
          actions={<ColumnsToolbar />}
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={25}
          empty={false}
        >
          <RecordTable
            label={translate('pages.requests.title')}
            rowClick="edit"
            hiddenColumns={HIDDEN_BY_DEFAULT}
            emptyLabel={messageKey('resources.requests.empty')}
          >
            <DataTable.Col source="id" />
            <DataTable.Col
              source="createdAt"
              render={(request: LoanRequestRecord) => <DayAndTime value={request.createdAt} />}
            />
            <DataTable.Col
              source="status"
              disableSort
              render={(request: LoanRequestRecord) => <RequestStatusChip status={request.status} />}
            />
            <DataTable.Col source="firstName" disableSort />
            <DataTable.Col source="lastName" disableSort />
            <DataTable.Col source="email" disableSort />
            <DataTable.Col source="city" disableSort />
            <DataTable.Col source="province" disableSort />
            <DataTable.Col source="phone" disableSort />
            <DataTable.Col source="cell" disableSort />
            <DataTable.Col
              source="requestedAmountCents"
              align="right"
              render={(request: LoanRequestRecord) => formatCad(request.requestedAmountCents)}
            />
            <DataTable.Col
              source="approvedAmountCents"
              align="right"
              disableSort
              render={(request: LoanRequestRecord) => formatCad(request.approvedAmountCents)}
            />
            {queue === 'accepted' && (
              // Which accepted requests already have their loan, and which one (issue 18).
              <DataTable.Col
                source="loanNumber"
                disableSort
                render={(request: LoanRequestRecord) => request.loanNumber ?? '—'}
              />
            )}
            <DataTable.Col
              source="origin"
              disableSort
              render={(request: LoanRequestRecord) => label('origin', request.origin)}
            />
            <DataTable.Col
              source="ibvStatus"
              disableSort
              render={(request: LoanRequestRecord) => label('ibvStatus', request.ibvStatus)}
            />
          </RecordTable>
        </List>
      </Box>
    </Box>
  );
}
