import { lazy, Suspense, useEffect, useState } from 'react';
import { Dialog, IconButton, TextField, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { withScreenWords } from '../../providers/screenWords';
import { useTranslate } from '../../providers/translation';
import { useMenuPages } from './useShell';

// Its field, suggestions and calls load when it is first opened (issue 15: the shell stays light).
const NavigationSearchDialog = lazy(withScreenWords('shell', () => import('./NavigationSearchDialog')));

/** Is the key press the search's own shortcut: "/" outside a field, or Ctrl/⌘ + K anywhere. */
const opensSearch = (event: KeyboardEvent) => {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  const target = event.target as HTMLElement | null;
  const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
  return event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
};

/** Spec §2's navigation search: the toolbar's magnifier (or "/", Ctrl+K) opens it. */
export function NavigationSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // What is typed is kept here, so that keys pressed while the search's code arrives are not lost.
  const [input, setInput] = useState('');
  const searchable = useMenuPages().length > 0;
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!searchable || !opensSearch(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchable]);
  // A user without a role has no page to go to and no record to open.
  if (!searchable) return null;
  return (
    <>
      <Tooltip title={translate('resources.shellToolbar.search')}>
        <IconButton
          color="inherit"
          aria-label={translate('resources.shellToolbar.search')}
          aria-keyshortcuts="/ Control+K"
          onClick={show}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense
          fallback={
            open && (
              <Dialog open fullWidth maxWidth="sm" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
                <TextField
                  autoFocus
                  value={input}
                  onChange={(event) => setInput(event.target.value)}
                  sx={{ p: 1 }}
                  slotProps={{ htmlInput: { 'aria-label': translate('resources.shellToolbar.search') } }}
                />
              </Dialog>
            )
          }
        >
          <NavigationSearchDialog
            open={open}
            input={input}
            onInput={setInput}
            onClose={() => {
              setInput('');
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
