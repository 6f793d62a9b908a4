import { useEffect, useRef } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState, useTheme as useRaThemeMode } from 'react-admin';
import type { UserSettings, UserSettingsPatch } from '../../domain/userSettings';

/**
 * What the user's settings do outside the layout's own boxes: the main colour mode (react-admin's
 * light/dark) and the navbar folded or not (the text direction: TextDirection) — which the navbar's
 * own button also changes, and is then saved (never the small screens' temporary drawer).
 */
export function useShellSettings(settings: UserSettings, loaded: boolean, change: (patch: UserSettingsPatch) => void) {
  const [mode, setMode] = useRaThemeMode();
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const applied = useRef(false);

  useEffect(() => {
    if (loaded && mode !== settings.theme.main) setMode(settings.theme.main);
  }, [loaded, mode, settings.theme.main, setMode]);

  useEffect(() => {
    if (!loaded || isSmall) return;
    if (!applied.current) {
      // The saved state first, once: then the button's changes are the user's.
      applied.current = true;
      if (open === settings.layout.navbarFolded) setOpen(!settings.layout.navbarFolded);
      return;
    }
    if (open === settings.layout.navbarFolded) change({ layout: { navbarFolded: !open } });
    // Only the navbar's own changes are saved; a change of the setting comes through the first effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, isSmall, open]);
}
