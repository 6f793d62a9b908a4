import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Spec §2/§9: navbar 280 wide, 64 when folded. */
const sidebar = { width: 280, closedWidth: 64 };

/** A calm navy and teal: a lender's colours, legible in both modes. */
const brand = { primary: '#1f4e79', secondary: '#0f766e' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  sidebar,
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
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#90caf9' },
    secondary: { main: '#5eead4' },
  },
};
