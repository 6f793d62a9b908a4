import { lazy, Suspense } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import { useTranslate } from '../../providers/translation';
import { loadShellPanels, usePanelOpening } from './loadShellPanels';
import { useSettings } from './useShell';

// Its sections load when it is first opened (issue 15: the shell stays light).
const QuickPanel = lazy(() => loadShellPanels().then((module) => ({ default: module.QuickPanel })));

/** The toolbar's button for spec §2's quick panel (right, 280). */
export function QuickPanelButton() {
  const translate = useTranslate();
  const { settings, change } = useSettings();
  const { open, loaded, show, hide } = usePanelOpening();
  const label = translate('resources.shellToolbar.quickPanel');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={show}>
          <ViewSidebarIcon />
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <QuickPanel open={open} onClose={hide} settings={settings} change={change} />
        </Suspense>
      )}
    </>
  );
}
