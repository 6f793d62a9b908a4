import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate, type MessageKey } from '../../providers/translation';

export interface LabelledValue {
  /** An i18n key. */
  label: MessageKey;
  value: ReactNode;
}

/** A record's read-only fields as a description list, in as many columns as the screen allows. */
export function LabelledValues({ items }: { items: LabelledValue[] }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, m: 0 }}
    >
      {items.map(({ label, value }) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-field={label}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
