import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material';

/**
 * A part of the shell in its own colour mode (spec §2: navbar dark, toolbar light, footer dark by
 * default), whatever the main one. Colours rather than a nested theme: a second ThemeProvider here
 * moved Material UI's theming modules out of the sign-in page's first chunk and made it heavier.
 */
const TEXT = { dark: 'rgba(255, 255, 255, 0.78)', light: 'rgba(0, 0, 0, 0.72)' };
const STRONG = { dark: '#fff', light: 'rgba(0, 0, 0, 0.87)' };
const BACKGROUND = { dark: '#1b222b', light: '#fff' };

/** The navbar (react-admin's sidebar and menu, or the horizontal row). */
export const navbarColours = (mode: 'light' | 'dark'): SystemStyleObject<Theme> => ({
  bgcolor: BACKGROUND[mode],
  color: TEXT[mode],
  '& .MuiDrawer-paper': { bgcolor: BACKGROUND[mode] },
  '& .RaMenuItemLink-root, & .MuiTypography-root, & .MuiButton-root:not([aria-current])': { color: TEXT[mode] },
  '& .RaMenuItemLink-active, & [aria-current="page"]': { color: STRONG[mode] },
  '& .MuiListItemIcon-root, & .MuiSvgIcon-root': { color: 'inherit' },
});

/** The toolbar: light keeps the brand's bar; dark is the dark surface. */
export const toolbarColours = (mode: 'light' | 'dark'): SystemStyleObject<Theme> =>
  mode === 'dark' ? { bgcolor: BACKGROUND.dark, color: STRONG.dark } : {};

/** The footer. */
export const footerColours = (mode: 'light' | 'dark'): SystemStyleObject<Theme> => ({
  bgcolor: BACKGROUND[mode],
  color: TEXT[mode],
});
