import type { ReactElement } from 'react';
import { ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { useSidebarState } from 'react-admin';

interface Props {
  label: string;
  icon: ReactElement;
  onClick: () => void;
}

/** A menu entry that runs an action instead of opening a page, drawn like react-admin's items. */
export function MenuActionItem({ label, icon, onClick }: Props) {
  const [open] = useSidebarState();
  const item = (
    <MenuItem onClick={onClick} aria-label={label} sx={{ color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 5 }}>{icon}</ListItemIcon>
      {open && <ListItemText primary={label} sx={{ ml: 2 }} />}
    </MenuItem>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
}
