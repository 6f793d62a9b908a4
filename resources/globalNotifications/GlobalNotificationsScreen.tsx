import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, ListBase, Pagination, Title } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { GlobalNotice } from '../../domain/notifications';
import { formatDateTime } from '../../providers/formatters';
import { EmptyState } from '../common/EmptyState';
import { DeleteGlobalNoticeButton } from './DeleteGlobalNoticeButton';
import { GlobalNoticeDialog } from './GlobalNoticeDialog';
import { noticeState } from './globalNoticeForm';

const STATE_COLOURS = { showing: 'success', upcoming: 'info', ended: 'default' } as const;

function NoticeStateChip({ notice }: { notice: GlobalNotice }) {
  const translate = useTranslate();
  const state = noticeState(notice);
  return (
    <Chip
      size="small"
      color={STATE_COLOURS[state]}
      label={translate(`resources.globalNotificationsScreen.states.${state}`)}
    />
  );
}

/** /apps/globalNotifications: administrators publish, change and withdraw the notices every user sees. */
export function GlobalNotificationsScreen() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<GlobalNotice | 'new' | null>(null);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={messageKey('resources.globalNotificationsScreen.title')} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {translate('resources.globalNotificationsScreen.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.globalNotificationsScreen.intro')}
            </Typography>
          </Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('resources.globalNotificationsScreen.create')}
          </Button>
        </Box>
        <ListBase<GlobalNotice>
          resource="global-notifications"
          sort={{ field: 'startsAt', order: 'DESC' }}
          perPage={25}
          disableSyncWithLocation
          storeKey={false}
        >
          <DataTable<GlobalNotice>
            aria-label={translate('resources.globalNotificationsScreen.title')}
            resource="global-notifications"
            rowClick={false}
            bulkActionButtons={false}
            empty={<EmptyState label={messageKey('resources.globalNotificationsScreen.empty')} />}
            sx={{ '& .RaDataTable-table': { minWidth: 760 } }}
          >
            <DataTable.Col source="messageFr" disableSort />
            <DataTable.Col source="messageEn" disableSort />
            <DataTable.Col source="startsAt" render={(notice: GlobalNotice) => formatDateTime(notice.startsAt)} />
            <DataTable.Col source="endsAt" render={(notice: GlobalNotice) => formatDateTime(notice.endsAt)} />
            <DataTable.Col
              label={messageKey('resources.globalNotificationsScreen.state')}
              render={(notice: GlobalNotice) => <NoticeStateChip notice={notice} />}
            />
            <DataTable.Col
              label={messageKey('resources.globalNotificationsScreen.actions')}
              render={(notice: GlobalNotice) => (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button size="small" onClick={() => setEditing(notice)}>
                    {translate('resources.globalNotificationsScreen.edit')}
                  </Button>
                  <DeleteGlobalNoticeButton notice={notice} />
                </Box>
              )}
            />
          </DataTable>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Pagination rowsPerPageOptions={[25, 50, 100]} />
          </Box>
        </ListBase>
      </CardContent>
      {editing && (
        <GlobalNoticeDialog notice={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
