import { withScreenWords } from '../../providers/screenWords';

/** The shell's side panels (shellPanels.ts) and their words, fetched when the first of them opens. */
export const loadShellPanels = withScreenWords('shell', () => import('./shellPanels'));
