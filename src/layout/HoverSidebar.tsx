import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { useHoverOpen } from './useHoverOpen';

/** react-admin's sidebar (a temporary drawer on small screens) that also opens on hover when folded. */
export function HoverSidebar(props: SidebarProps) {
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const hover = useHoverOpen(open, setOpen, !isSmall);
  return <Sidebar {...props} {...hover} />;
}
