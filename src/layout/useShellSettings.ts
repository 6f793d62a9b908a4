import { useEffect, useRef } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState, useTheme as useRaThemeMode } from 'react-admin';
import type { UserSettings, UserSettingsPatch } from '../../domain/userSettings';

/**
 * Below this width the navbar folds to its icons whatever the user's setting: open, its 280 px
 * left a tablet or a half screen too little for a list's columns. Its button, or the pointer
 * resting on it, still opens it for a moment.
 */
export const NARROW_WINDOW_QUERY = '(max-width: 999.95px)';

/**
 * What the user's settings do outside the layout's own boxes: the main colour mode (react-admin's
 * light/dark) and the navbar folded or not (the text direction: TextDirection) — which the navbar's
 * own button also changes, and is then saved (never the narrow windows' folding, nor the phones'
 * temporary drawer).
 */
export function useShellSettings(settings: UserSettings, loaded: boolean, change: (patch: UserSettingsPatch) => void) {
  const [mode, setMode] = useRaThemeMode();
  const [open, setOpen] = useSidebarState();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const narrow = useMediaQuery(NARROW_WINDOW_QUERY, { noSsr: true });
  /** The width and the setting the navbar's state was last set for: when either changes, it is set again once. */
  const appliedFor = useRef<{ width: 'narrow' | 'wide'; folded: boolean } | null>(null);
  const folded = settings.layout.navbarFolded;

  useEffect(() => {
    if (loaded && mode !== settings.theme.main) setMode(settings.theme.main);
  }, [loaded, mode, settings.theme.main, setMode]);

  useEffect(() => {
    if (!loaded || isPhone) return;
    const width = narrow ? 'narrow' : 'wide';
    const applied = appliedFor.current;
    if (applied?.width !== width || (!narrow && applied.folded !== folded)) {
      appliedFor.current = { width, folded };
      const wanted = narrow ? false : !folded;
      if (open !== wanted) setOpen(wanted);
      return;
    }
    // The navbar's own button on a wide window is the user's choice, saved; a narrow window's folding is not.
    if (!narrow && open === folded) {
      appliedFor.current = { width, folded: !open };
      change({ layout: { navbarFolded: !open } });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, isPhone, narrow, open, folded]);
}
