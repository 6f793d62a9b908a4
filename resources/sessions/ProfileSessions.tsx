import { Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { SessionsList } from './SessionsList';

const SESSIONS_KEY = ['Identity', 'Me', 'sessions'];

/**
 * The profile's open sessions (issue 35): every browser the account is signed in on, and any of
 * them ended at once (its pages are signed out, its tokens refused).
 */
export function ProfileSessions() {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => dataProvider.ownSessions() });
  const end = useMutation({
    mutationFn: (sessionId: string) => dataProvider.endOwnSession(sessionId),
    onSuccess: (answer) => {
      queryClient.setQueryData(SESSIONS_KEY, answer);
      notify(translate('pages.sessions.ended'), { type: 'success' });
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  return (
    <Stack spacing={1} component="section" aria-labelledby="sessions-title">
      <Typography id="sessions-title" variant="h6" component="h2">
        {translate('pages.sessions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('pages.sessions.hint')}
      </Typography>
      {sessions.data && <SessionsList sessions={sessions.data.sessions} onEnd={(session) => end.mutate(session.id)} />}
    </Stack>
  );
}
