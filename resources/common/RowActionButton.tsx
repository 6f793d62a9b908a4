import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

interface Props {
  /** Already translated: shown as the tooltip. */
  label: string;
  /** What the action is about (an email, a name): screen readers hear "label subject". */
  subject: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'default' | 'error';
}

/** An icon action in a list row, named for assistive technology and explained by its tooltip. */
export const RowActionButton = ({ label, subject, icon, onClick, color = 'default' }: Props) => (
  <Tooltip title={label}>
    <IconButton color={color} aria-label={`${label} ${subject}`} onClick={onClick}>
      {icon}
    </IconButton>
  </Tooltip>
);
