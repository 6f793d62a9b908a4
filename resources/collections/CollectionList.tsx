import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CanAccess, ColumnsButton, DataTable, List, SelectInput, TextInput, TopToolbar } from 'react-admin';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { Link as RouterLink } from 'react-router-dom';
import { AGREEMENTS_HOME } from '../agreements/agreementPaths';
import type { CollectionQueue } from '../../domain/collections';
import { formatCad } from '../../providers/formatters';
import type { CollectionFileListRecord } from '../../providers/collectionWire';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { LIST_ROWS, ONE_LINE, RecordTable } from '../common/dataTable/RecordTable';
import { SweepFilesButton } from './SweepFilesButton';
import { SHOW_FILTER_ERROR } from '../common/filterInputStyle';
import { QueueSidebar } from '../common/QueueSidebar';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { minSearchText } from '../common/validators';
import { AssignFilesButton } from './AssignFilesButton';
import { COLLECTION_QUEUE_PATHS, collectionFilePath } from './collectionPaths';
import { CollectionStatusChip, PromiseChip } from './CollectionStatusChip';
import { degreeName, useCollectionChoices } from './useCollectionChoices';

/** What fits beside the lists; the rest is one click away in the columns button (remembered per user). */
const HIDDEN_BY_DEFAULT = [
  // The file shows the phones with the call to log; the list keeps to who owes what, since when.
  'phone',
  'loanNumber',
  'reason',
  'cell',
  'email',
  'province',
  'lastPaymentDate',
  'openedOn',
  'latestNote',
  'id',
];
/** The Interac transfers' list is about the promised day: its column shows there. */
const hiddenIn = (queue: CollectionQueue) =>
  queue === 'interac' ? HIDDEN_BY_DEFAULT : [...HIDDEN_BY_DEFAULT, 'expectedTransferOn'];

/** The search form of every list: a borrower or loan, degree, reason, agent, province. */
function useCollectionFilters() {
  const { reasons, agents, degrees, provinces } = useCollectionChoices();
  const translate = useTranslate();
  return [
    <TextInput key="q" source="q" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
    <SelectInput key="degree" source="degree" alwaysOn choices={degrees} helperText={false} />,
    <SelectInput key="reason" source="reason" alwaysOn choices={reasons} helperText={false} sx={{ minWidth: 240 }} />,
    <SelectInput
      key="assignedTo"
      source="assignedTo"
      alwaysOn
      choices={[
        { id: 0, name: translate('resources.collection-files.filters.unassigned') },
        ...agents.map((agent) => ({ id: agent.id, name: agent.name })),
      ]}
      helperText={false}
    />,
    <SelectInput key="province" source="province" alwaysOn choices={provinces} helperText={false} />,
  ];
}

/**
 * The files' table needs about 1,000 px for its default columns: beside the menu, the queues fit
 * beside it from 1,536 px (xl); below that they are a choice above it.
 */
const QUEUES_BESIDE_FROM = 'xl';

/** The sidebar's lists with their counts (GET /api/collection-files/counts). */
function CollectionQueueSidebar({ current }: { current: CollectionQueue }) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { data } = useQuery({
    queryKey: ['collection-files', 'counts'],
    queryFn: () => dataProvider.collectionCounts(),
  });
  return (
    <QueueSidebar
      title={translate('resources.collection-files.queues.title')}
      entries={COLLECTION_QUEUE_PATHS.map(({ queue, path }) => ({
        queue,
        path,
        label: translate(memberKey('resources.collection-files.queues', queue)),
      }))}
      current={current}
      counts={data?.counts}
      cap={data?.cap}
      compactBelow={QUEUES_BESIDE_FROM}
    />
  );
}

/**
 * One list of the collections screen (spec §2): its files, the most days past due first, searchable
 * and filtered by degree, reason, agent and province; files chosen in it are assigned at once.
 */
export function CollectionList({ queue }: { queue: CollectionQueue }) {
  const translate = useTranslate();
  const filters = useCollectionFilters();
  const label = (group: 'reason', value: string) => translate(memberKey(`resources.collection-files.${group}`, value));
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', [QUEUES_BESIDE_FROM]: 'row' },
        gap: 2,
        mt: 2,
        alignItems: { xs: 'stretch', [QUEUES_BESIDE_FROM]: 'flex-start' },
      }}
    >
      <CollectionQueueSidebar current={queue} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
            {translate('resources.collection-files.title')} —{' '}
            {translate(memberKey('resources.collection-files.queues', queue))}
          </Typography>
          <CanAccess resource="agreements" action="list">
            <Button component={RouterLink} to={AGREEMENTS_HOME} size="small" startIcon={<HandshakeIcon />}>
              {translate('resources.agreements.actions.list')}
            </Button>
          </CanAccess>
          <SweepFilesButton />
        </Box>
        <List<CollectionFileListRecord>
          queryOptions={LIST_ROWS}
          resource="collection-files"
          title={messageKey('resources.collection-files.title')}
          storeKey={`collection-files.${queue}`}
          filter={{ queue }}
          filters={filters}
          actions={
            <TopToolbar>
              <ColumnsButton storeKey={`collection-files.${queue}.datatable`} />
            </TopToolbar>
          }
          sort={{ field: 'daysPastDue', order: 'DESC' }}
          perPage={25}
          empty={false}
        >
          <RecordTable
            label={`${translate('resources.collection-files.title')} — ${translate(memberKey('resources.collection-files.queues', queue))}`}
            rowClick={(id) => collectionFilePath(Number(id))}
            hiddenColumns={hiddenIn(queue)}
            storeKey={`collection-files.${queue}.datatable`}
            bulkActionButtons={<AssignFilesButton />}
            emptyLabel={messageKey('resources.collection-files.empty')}
          >
            <DataTable.Col
              source="name"
              disableSort
              cellSx={ONE_LINE}
              render={(file: CollectionFileListRecord) => `${file.firstName} ${file.lastName}`}
            />
            <DataTable.Col
              source="amountOwed"
              align="right"
              render={(file: CollectionFileListRecord) => formatCad(file.amountOwed)}
            />
            <DataTable.Col source="daysPastDue" align="right" />
            <DataTable.Col
              source="degree"
              disableSort
              cellSx={ONE_LINE}
              render={(file: CollectionFileListRecord) =>
                file.degree === null ? '—' : degreeName({ nameFr: file.degreeNameFr, nameEn: file.degreeNameEn })
              }
            />
            <DataTable.Col
              source="status"
              disableSort
              render={(file: CollectionFileListRecord) => <CollectionStatusChip status={file.status} />}
            />
            <DataTable.Col source="followUpOn" cellSx={ONE_LINE} />
            <DataTable.Col
              source="assignedTo"
              disableSort
              cellSx={ONE_LINE}
              render={(file: CollectionFileListRecord) => file.assignedName ?? '—'}
            />
            <DataTable.Col source="phone" disableSort cellSx={ONE_LINE} />
            <DataTable.Col source="loanNumber" disableSort />
            <DataTable.Col
              source="reason"
              disableSort
              render={(file: CollectionFileListRecord) => label('reason', file.reason)}
            />
            <DataTable.Col
              source="expectedTransferOn"
              cellSx={ONE_LINE}
              render={(file: CollectionFileListRecord) =>
                file.promiseState === 'NONE' ? (
                  ''
                ) : (
                  <>
                    {file.expectedTransferOn} <PromiseChip state={file.promiseState} />
                  </>
                )
              }
            />
            <DataTable.Col source="cell" disableSort cellSx={ONE_LINE} />
            <DataTable.Col source="email" disableSort />
            <DataTable.Col
              source="province"
              disableSort
              render={(file: CollectionFileListRecord) =>
                file.province ? translate(memberKey('provinces', file.province)) : ''
              }
            />
            <DataTable.Col source="lastPaymentDate" disableSort cellSx={ONE_LINE} />
            <DataTable.Col source="openedOn" cellSx={ONE_LINE} />
            <DataTable.Col source="latestNote" disableSort />
            <DataTable.Col source="id" />
          </RecordTable>
        </List>
      </Box>
    </Box>
  );
}
