import { DataTable, List } from 'react-admin';
import { formatDateTime } from '../../providers/formatters';
import { SentAtText } from './SentAtText';
import type { OutboxRecord } from '../../domain/outbox';
import { KeyboardDataTableBody } from '../common/dataTable/KeyboardDataTableBody';
import { LIST_ROWS } from '../common/dataTable/RecordTable';

/** The emails the server could not send by SMTP, newest first. */
export function OutboxList() {
  return (
    <List<OutboxRecord>
      queryOptions={LIST_ROWS}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick="show" body={KeyboardDataTableBody} bulkActionButtons={false}>
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
