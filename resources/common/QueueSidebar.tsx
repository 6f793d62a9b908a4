import {
  Box,
  Button,
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
 * column would leave the list too little room: the queues go in a row above it; on a phone, a choice.
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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const countOf = (queue: string) => countText(counts?.[queue], cap, (n) => numberFormat.format(n));

  if (phone)
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

  // Too narrow for the column beside the list, wide enough for the queues in a row above it: each
  // stays in sight with its count, one click away (a choice hid them behind a button).
  if (compact)
    return (
      <Box component="nav" aria-label={title} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {entries.map(({ queue, path, label }) => {
          const count = countOf(queue);
          const selected = queue === current;
          return (
            <Button
              key={queue}
              component={Link}
              to={path}
              size="small"
              variant={selected ? 'contained' : 'outlined'}
              aria-current={selected ? 'page' : undefined}
              data-queue={queue}
              sx={{ textTransform: 'none' }}
            >
              {label}
              {count && (
                <Box component="span" sx={{ ml: 1, fontWeight: 'bold' }} data-testid={`queue-count-${queue}`}>
                  {count}
                </Box>
              )}
            </Button>
          );
        })}
      </Box>
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
