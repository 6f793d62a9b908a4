import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import type { UserRecord } from '../users/types';
import { SessionsList } from './SessionsList';

/** The user screen's open sessions (issue 35): where the user is signed in now; the toolbar's action ends them all. */
export function UserSessionsPanel() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const sessions = useQuery({
    queryKey: ['users', record?.id, 'sessions'],
    queryFn: () => dataProvider.userSessions(record!.id),
    enabled: record !== undefined,
  });
  return (
    <Card component="section" aria-labelledby="user-sessions-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="user-sessions-title" variant="h6" component="h2" gutterBottom>
          {translate('pages.sessions.title')}
        </Typography>
        {sessions.data && <SessionsList sessions={sessions.data.sessions} />}
      </CardContent>
    </Card>
  );
}
