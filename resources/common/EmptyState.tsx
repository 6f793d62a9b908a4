import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useTranslate, type MessageKey } from '../../providers/translation';

/** Spec §8's empty states ("No customers", "No comments", …): one line under a quiet icon. */
export function EmptyState({ label, children }: { label: MessageKey; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }} data-testid="empty-state">
      <InboxIcon fontSize="large" sx={{ opacity: 0.5 }} />
      <Typography>{translate(label)}</Typography>
      {children}
    </Box>
  );
}
