import { Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, useCanAccess } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { RequestQueue } from '../../domain/requests';
import { RequestList } from './RequestList';

/**
 * Everyone lands on /apps/requests/all after signing in (spec §2), including users who may not see
 * loan requests (no role yet): they get the page's title and a word, never a redirect loop.
 */
export function RequestQueueScreen({ queue }: { queue: RequestQueue }) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'requests', action: 'list' });
  if (isPending) return <Loading />;
  if (canAccess) return <RequestList queue={queue} />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={messageKey('pages.requests.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('pages.requests.title')}
        </Typography>
        <Typography color="text.secondary">{translate('pages.requests.noAccess')}</Typography>
      </CardContent>
    </Card>
  );
}
