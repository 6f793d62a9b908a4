import { Box } from '@mui/material';
import { AppAppBar } from './AppAppBar';
import { boxedWidth } from './boxedWidth';
import { HorizontalNavbar } from './HorizontalNavbar';
import { navbarColours, toolbarColours } from './ShellPart';
import { useSettings } from './useShell';

/** Layouts 2 and 3: the toolbar above or below the horizontal navbar, both kept at the top. */
export default function HorizontalHeader() {
  const { settings } = useSettings();
  const maxWidth = settings.layout.boxed ? boxedWidth(settings.layout.style) : undefined;
  const toolbar = (
    <AppAppBar
      key="toolbar"
      position="static"
      alwaysOn
      sx={[toolbarColours(settings.theme.toolbar), { '& .RaAppBar-menuButton': { display: 'none' } }]}
    />
  );
  const navbar = (
    <Box key="navbar" sx={navbarColours(settings.theme.navbar)}>
      <HorizontalNavbar maxWidth={maxWidth} />
    </Box>
  );
  return (
    <Box sx={{ position: 'sticky', top: 0, zIndex: 'appBar' }}>
      {settings.layout.toolbar === 'above' ? [toolbar, navbar] : [navbar, toolbar]}
    </Box>
  );
}
