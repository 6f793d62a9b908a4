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
import { Link, useNavigate } from 'react-router-dom';
import { currentLanguage } from '../../providers/i18nProvider';
import { countText } from './queueCounts';

const numberFormat = new Intl.NumberFormat(currentLanguage === 'fr' ? 'fr-CA' : 'en-CA');

export interface QueueEntry {
  queue: string;
  path: string;
  label: string;
}

interface Props {
  /** What the entries are, said to screen readers and on the narrow screen's choice. */
  title: string;
  entries: QueueEntry[];
  current: string;
  counts?: Record<string, number>;
  cap?: number;
  /** Below this breakpoint the queues are a choice above the list (default md: 900 px). */
  compactBelow?: 'md' | 'lg' | 'xl';
}

/**
 * A list screen's sidebar of queues (the loan requests', the collections'): one route per entry,
 * each with its count. Below 900 px (or the screen's own breakpoint, for a wide table) a 250 px
 * column would leave the list too little room: the queues become a choice.
 */
export function QueueSidebar({
  title,
  entries,
  current,
  counts,
  cap = Number.POSITIVE_INFINITY,
  compactBelow = 'md',
}: Props) {
  const navigate = useNavigate();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down(compactBelow));
  const countOf = (queue: string) => countText(counts?.[queue], cap, (n) => numberFormat.format(n));

  if (compact)
    return (
      <TextField
        select
        size="small"
        label={title}
        value={current}
        onChange={(event) => {
          const chosen = entries.find(({ queue }) => queue === event.target.value);
          if (chosen) navigate(chosen.path);
        }}
        sx={{ minWidth: 260, alignSelf: 'flex-start' }}
      >
        {entries.map(({ queue, label }) => (
          <MenuItem key={queue} value={queue} data-queue={queue}>
            {label}
            {countOf(queue) && ` (${countOf(queue)})`}
          </MenuItem>
        ))}
      </TextField>
    );

  return (
    <Card component="nav" aria-label={title} sx={{ width: 250, flexShrink: 0 }}>
      <List dense>
        {entries.map(({ queue, path, label }) => {
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
              <ListItemText primary={label} />
              {count && <Chip size="small" label={count} data-testid={`queue-count-${queue}`} />}
            </ListItemButton>
          );
        })}
      </List>
    </Card>
  );
}
