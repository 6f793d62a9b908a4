import { useCallback, useEffect, useRef } from 'react';

/** Spec §9: the folded navbar waits this long under the pointer before opening. */
export const MENU_HOVER_DEBOUNCE_MS = 150;

/**
 * A folded navbar opens when the pointer rests on it and folds again when the pointer leaves
 * (spec §2). A navbar the user unfolded on purpose is left alone.
 */
export function useHoverOpen(
  open: boolean,
  setOpen: (open: boolean) => void,
  enabled: boolean,
  delay = MENU_HOVER_DEBOUNCE_MS,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onMouseEnter = useCallback(() => {
    if (!enabled || open) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      openedByHover.current = true;
      setOpen(true);
    }, delay);
  }, [enabled, open, setOpen, delay]);

  const onMouseLeave = useCallback(() => {
    clearTimeout(timer.current);
    if (!openedByHover.current) return;
    openedByHover.current = false;
    setOpen(false);
  }, [setOpen]);

  return { onMouseEnter, onMouseLeave };
}
