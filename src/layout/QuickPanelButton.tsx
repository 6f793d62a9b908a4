import { lazy, Suspense, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import { useTranslate } from '../../providers/translation';

// Its sections load when it is first opened (issue 15: the shell stays light).
const QuickPanel = lazy(() => import('./quickPanel/QuickPanel'));

/** The toolbar's button for spec §2's quick panel (right, 280). */
export function QuickPanelButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const label = translate('resources.shellPanels.toolbar.quickPanel');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <ViewSidebarIcon />
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <QuickPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
