import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A row's icon actions side by side: stacked in a narrow cell, one button's tooltip (shown below
 * it) would cover the next button.
 */
export const RowActions = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'nowrap', alignItems: 'center' }}>{children}</Box>
);
