import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Spec §2/§9: navbar 280 wide, 64 when folded. */
const sidebar = { width: 280, closedWidth: 64 };

/**
 * Lists fit the window: a table wider than its place scrolls inside its own frame, so the page,
 * the app bar and the filters above keep the window's width (a wide table used to stretch the
 * whole page to 2,353 px and push filters off-screen); react-admin's filter form then wraps.
 */
const components = {
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
};

/** A calm navy and teal: a lender's colours, legible in both modes. */
const brand = { primary: '#1f4e79', secondary: '#0f766e' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  sidebar,
  components: { ...defaultLightTheme.components, ...components },
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: brand.primary },
    secondary: { main: brand.secondary },
    background: { default: '#f4f6f8' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  sidebar,
  components: { ...defaultDarkTheme.components, ...components },
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#90caf9' },
    secondary: { main: '#5eead4' },
  },
};
