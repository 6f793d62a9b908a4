import type { ReactNode } from 'react';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/**
 * A right-hand panel of the shell (spec §2: quick panel 280, theme settings 380): its title, a
 * close button, and what scrolls below; Escape or a click outside closes it too.
 */
export function SidePanel({
  open,
  onClose,
  width,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width, maxWidth: '100vw' }, 'aria-label': title } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={closeLabel}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', pb: 2 }}>{children}</Box>
    </Drawer>
  );
}
