import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate, type MessageKey } from '../../providers/translation';

/** One section of the customer form (identity, address, job…): a heading over a grid of inputs. */
export function CustomerFormSection({ title, children }: { title: MessageKey; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 3 }} aria-label={translate(title)}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          columnGap: 2,
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
