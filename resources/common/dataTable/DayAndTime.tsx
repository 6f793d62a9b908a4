import { Box } from '@mui/material';
import { formatDate, formatTime } from '../../../providers/formatters';

/**
 * A moment in a list on two short lines, the day over the time: on one line ("26 nov. 2026, 03:13")
 * it took 176 px and pushed a list's last column out at 1,280 px.
 */
export function DayAndTime({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {formatDate(value)}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {formatTime(value)}
      </Box>
    </>
  );
}
