import { Chip } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { OPEN_FILE_REASON, RETENTION_REVIEW_STATUSES, type RetentionReviewRecord } from '../../domain/retention';
import { formatDate } from '../../providers/formatters';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { RecordTable } from '../common/dataTable/RecordTable';
import { AnonymizeButton } from './AnonymizeButton';
import { KeepButton } from './KeepButton';
import { RetentionPeriod } from './RetentionPeriod';

const STATUS_COLOURS = { DUE: 'warning', CONFIRMED: 'info', KEPT: 'default', ANONYMIZED: 'success' } as const;

/**
 * The retention review (issue 35, /apps/retention): the period, then the month's lines — the
 * oldest activity first, those to review by default — each anonymized (chosen, then confirmed) or kept.
 */
export function RetentionReview() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      label={messageKey('resources.retention.fields.status')}
      alwaysOn
      choices={RETENTION_REVIEW_STATUSES.map((status) => ({
        id: status,
        name: translate(memberKey('resources.retention.statuses', status)),
      }))}
    />,
    <TextInput
      key="reviewMonth"
      source="reviewMonth"
      alwaysOn
      label={messageKey('resources.retention.fields.reviewMonth')}
      placeholder="2026-11"
    />,
  ];
  return (
    <>
      <RetentionPeriod />
      <List<RetentionReviewRecord>
        resource="retention/reviews"
        title={messageKey('resources.retention.title')}
        filters={filters}
        filterDefaultValues={{ status: 'DUE' }}
        sort={{ field: 'lastActivity', order: 'ASC' }}
        perPage={25}
        exporter={false}
        empty={false}
      >
        <RetentionLines />
      </List>
    </>
  );
}

/** The lines: who decided and why only where something was decided (those to review have neither). */
function RetentionLines() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const decided = filterValues.status !== 'DUE';
  return (
    <RecordTable<RetentionReviewRecord>
      label={translate('resources.retention.title')}
      rowClick={false}
      isRowSelectable={(line) => line.status === 'DUE'}
      bulkActionButtons={<AnonymizeButton />}
      emptyLabel={messageKey('resources.retention.empty')}
      sx={{ '& .RaDataTable-table': { minWidth: 720 } }}
    >
      <DataTable.Col source="reviewMonth" label={messageKey('resources.retention.fields.reviewMonth')} disableSort />
      <DataTable.Col
        source="customerNumber"
        label={messageKey('resources.retention.fields.customerNumber')}
        disableSort
        render={(line: RetentionReviewRecord) => (
          <Link to={`/apps/customers/${line.customerId}/show`}>{line.customerNumber}</Link>
        )}
      />
      <DataTable.Col source="name" label={messageKey('resources.retention.fields.name')} disableSort />
      <DataTable.Col
        source="lastActivity"
        label={messageKey('resources.retention.fields.lastActivity')}
        render={(line: RetentionReviewRecord) => formatDate(line.lastActivity)}
      />
      <DataTable.Col
        source="status"
        label={messageKey('resources.retention.fields.status')}
        disableSort
        render={(line: RetentionReviewRecord) => (
          <Chip
            size="small"
            color={STATUS_COLOURS[line.status]}
            label={translate(memberKey('resources.retention.statuses', line.status))}
          />
        )}
      />
      {decided && [
        <DataTable.Col
          key="decidedBy"
          source="decidedBy"
          label={messageKey('resources.retention.fields.decidedBy')}
          disableSort
          render={(line: RetentionReviewRecord) => line.decidedBy ?? ''}
        />,
        <DataTable.Col
          key="reason"
          source="reason"
          label={messageKey('resources.retention.fields.reason')}
          disableSort
          render={(line: RetentionReviewRecord) =>
            line.reason === OPEN_FILE_REASON ? translate('resources.retention.openFile') : (line.reason ?? '')
          }
        />,
      ]}
      <DataTable.Col
        label=""
        disableSort
        render={(line: RetentionReviewRecord) => (line.status === 'DUE' ? <KeepButton line={line} /> : null)}
      />
    </RecordTable>
  );
}
