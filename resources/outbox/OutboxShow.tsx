import { Box } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { formatDateTime } from '../../providers/formatters';
import { SentAtText } from './SentAtText';
import type { OutboxRecord } from '../../domain/outbox';

/** One kept email: where it goes, when, and its text body (links included, e.g. password resets). */
export function OutboxShow() {
  return (
    <Show<OutboxRecord>>
      <SimpleShowLayout>
        <TextField source="to" />
        <TextField source="subject" />
        <FunctionField source="createdAt" render={(mail: OutboxRecord) => formatDateTime(mail.createdAt)} />
        <Labeled source="sentAt">
          <SentAtText />
        </Labeled>
        <Labeled source="text">
          <FunctionField
            render={(mail: OutboxRecord) => (
              <Box
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', m: 0 }}
                data-testid="outbox-text"
              >
                {mail.text}
              </Box>
            )}
          />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
