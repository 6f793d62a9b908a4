import { Card, Chip, List, ListItemButton, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslate } from '../../providers/translation';
import type { RequestQueue } from '../../domain/requests';
import { currentLanguage } from '../../providers/i18nProvider';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { countText, REQUEST_QUEUE_PATHS } from './requestQueues';

const numberFormat = new Intl.NumberFormat(currentLanguage === 'fr' ? 'fr-CA' : 'en-CA');

/** Spec §2's sidebar: one route per entry, each with its count (GET /api/requests/counts). */
export function RequestQueueSidebar({ current }: { current: RequestQueue }) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { data } = useQuery({ queryKey: ['requests', 'counts'], queryFn: () => dataProvider.requestCounts() });

  return (
    <Card component="nav" aria-label={translate('resources.requests.queues.title')} sx={{ width: 250, flexShrink: 0 }}>
      <List dense>
        {REQUEST_QUEUE_PATHS.map(({ queue, path }) => {
          const count = countText(data?.counts[queue], data?.cap ?? Number.POSITIVE_INFINITY, (n) =>
            numberFormat.format(n),
          );
          return (
            <ListItemButton
              key={queue}
              component={Link}
              to={path}
              selected={queue === current}
              aria-current={queue === current ? 'page' : undefined}
              data-queue={queue}
            >
              <ListItemText primary={translate(`resources.requests.queues.${queue}`)} />
              {count && <Chip size="small" label={count} data-testid={`queue-count-${queue}`} />}
            </ListItemButton>
          );
        })}
      </List>
    </Card>
  );
}
