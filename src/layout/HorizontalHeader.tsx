import { Box, useMediaQuery, type Theme } from '@mui/material';
import { AppAppBar } from './AppAppBar';
import { boxedWidth } from './boxedWidth';
import { HorizontalNavbar } from './HorizontalNavbar';
import { navbarColours, toolbarColours } from './ShellPart';
import { useSettings } from './useShell';

/** Below 600 px a row of menu items does not fit: the menu is the vertical one, in a temporary drawer. */
export const useMenuInDrawer = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

/**
 * Layouts 2 and 3: the toolbar above or below the horizontal navbar, both kept at the top. On a
 * phone (spec §2: a temporary drawer on small screens) the row gives way to the toolbar's menu
 * button, which opens the vertical menu.
 */
export default function HorizontalHeader() {
  const { settings } = useSettings();
  const menuInDrawer = useMenuInDrawer();
  const maxWidth = settings.layout.boxed ? boxedWidth(settings.layout.style) : undefined;
  const toolbar = (
    <AppAppBar
      key="toolbar"
      position="static"
      alwaysOn
      sx={[toolbarColours(settings.theme.toolbar), !menuInDrawer && { '& .RaAppBar-menuButton': { display: 'none' } }]}
    />
  );
  const navbar = (
    <Box key="navbar" sx={navbarColours(settings.theme.navbar)}>
      <HorizontalNavbar maxWidth={maxWidth} />
    </Box>
  );
  return (
    <Box sx={{ position: 'sticky', top: 0, zIndex: 'appBar' }}>
      {menuInDrawer ? toolbar : settings.layout.toolbar === 'above' ? [toolbar, navbar] : [navbar, toolbar]}
    </Box>
  );
}
