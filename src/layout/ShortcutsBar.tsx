import { useState } from 'react';
import { Box, Checkbox, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Link } from 'react-router-dom';
import { useTranslate } from '../../providers/translation';
import { menuIcon } from './menuIcons';
import { useMenuPages, useShortcuts } from './useShell';

/**
 * Spec §2's shortcuts bar: a button per page the user chose (those they may still open, in the
 * order chosen), and a star that lists their pages to add or remove one. Kept with the user on the
 * server, so it follows them to any browser.
 */
export function ShortcutsBar() {
  const translate = useTranslate();
  const pages = useMenuPages();
  const { ids, toggle, saving } = useShortcuts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const chosen = ids.flatMap((id) => pages.filter((page) => page.id === id));
  // A user without a role has no page to keep (the reduced menu's items are actions).
  if (pages.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={translate('resources.shellToolbar.shortcuts')}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', mx: 1 }}
      data-testid="shortcuts-bar"
    >
      {chosen.map((page) => (
        <Tooltip key={page.id} title={page.label}>
          <IconButton color="inherit" component={Link} to={page.url} aria-label={page.label}>
            {menuIcon(page.icon)}
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={translate('resources.shellToolbar.chooseShortcuts')}>
        <IconButton
          color="inherit"
          aria-label={translate('resources.shellToolbar.chooseShortcuts')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <StarBorderIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {pages.map((page) => (
          <MenuItem
            key={page.id}
            role="menuitemcheckbox"
            aria-checked={ids.includes(page.id)}
            disabled={saving}
            onClick={() => toggle(page.id)}
          >
            <ListItemIcon>{menuIcon(page.icon)}</ListItemIcon>
            <ListItemText>{page.label}</ListItemText>
            <Checkbox edge="end" checked={ids.includes(page.id)} tabIndex={-1} disableRipple sx={{ ml: 2 }} />
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
