import { useCallback, useState } from 'react';
import { withScreenWords } from '../../providers/screenWords';

/** The shell's side panels (shellPanels.ts) and their words, fetched when the first of them opens. */
export const loadShellPanels = withScreenWords('shell', () => import('./shellPanels'));

/** The user menu's Inbox opens the team chat (spec §2's Inbox: the user's own messages). */
export const OPEN_CHAT_EVENT = 'guichet:open-chat';

/** A panel's open state, and whether it was ever opened (its code is fetched then, and kept). */
export function usePanelOpening() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, loaded, show, hide };
}
