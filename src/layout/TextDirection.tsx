import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { UserSettings } from '../../domain/userSettings';

/**
 * Theme Settings' ltr/rtl (issue 15): in rtl, Material UI's styles are mirrored (a style cache with
 * the rtl plugin, fetched the first time it is chosen) and its components told so (theme
 * direction), on top of the page's `dir`. The tree stays the same either way, so switching does not
 * remount the screen or close the open panel.
 */
export function TextDirection({ direction, children }: { direction: UserSettings['direction']; children: ReactNode }) {
  const pageCache = useEmotionCache();
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (direction === 'rtl' && !rtlCache)
      void import('./rtlCache').then((module) => setRtlCache(() => module.rtlCache));
  }, [direction, rtlCache]);
  const mirrored = direction === 'rtl' && rtlCache !== null;

  useEffect(() => {
    document.documentElement.dir = mirrored ? 'rtl' : 'ltr';
    return () => {
      document.documentElement.dir = 'ltr';
    };
  }, [mirrored]);

  const theme = useCallback((outer: Theme): Theme => ({ ...outer, direction: mirrored ? 'rtl' : 'ltr' }), [mirrored]);
  return (
    <CacheProvider value={mirrored && rtlCache ? rtlCache : pageCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
