import {
  Card,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
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
  const navigate = useNavigate();
  // Below 900 px a 250 px column would leave the list too little room: the queues become a choice.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const countOf = (queue: RequestQueue) =>
    countText(data?.counts[queue], data?.cap ?? Number.POSITIVE_INFINITY, (n) => numberFormat.format(n));

  if (compact)
    return (
      <TextField
        select
        size="small"
        label={translate('resources.requests.queues.title')}
        value={current}
        onChange={(event) => {
          const chosen = REQUEST_QUEUE_PATHS.find(({ queue }) => queue === event.target.value);
          if (chosen) navigate(chosen.path);
        }}
        sx={{ minWidth: 260, alignSelf: 'flex-start' }}
      >
        {REQUEST_QUEUE_PATHS.map(({ queue }) => (
          <MenuItem key={queue} value={queue} data-queue={queue}>
            {translate(`resources.requests.queues.${queue}`)}
            {countOf(queue) && ` (${countOf(queue)})`}
          </MenuItem>
        ))}
      </TextField>
    );

  return (
    <Card component="nav" aria-label={translate('resources.requests.queues.title')} sx={{ width: 250, flexShrink: 0 }}>
      <List dense>
        {REQUEST_QUEUE_PATHS.map(({ queue, path }) => {
          const count = countOf(queue);
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
