import { DataTable, List } from 'react-admin';
import { formatDateTime } from '../../providers/formatters';
import { useTranslate } from '../../providers/translation';
import { SentAtText } from './SentAtText';
import type { OutboxRecord } from '../../domain/outbox';
import { KeyboardDataTableBody } from '../common/dataTable/KeyboardDataTableBody';
import { LIST_ROWS } from '../common/dataTable/RecordTable';

/** The emails the server could not send by SMTP, newest first. */
export function OutboxList() {
  const translate = useTranslate();
  return (
    <List<OutboxRecord>
      queryOptions={LIST_ROWS}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable
        aria-label={translate('resources.outbox.name', { smart_count: 2 })}
        rowClick="show"
        body={KeyboardDataTableBody}
        bulkActionButtons={false}
      >
        <DataTable.Col source="to" disableSort />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="createdAt" render={(mail: OutboxRecord) => formatDateTime(mail.createdAt)} />
        <DataTable.Col source="sentAt" disableSort>
          <SentAtText />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
