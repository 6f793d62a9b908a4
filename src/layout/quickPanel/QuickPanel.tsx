import { Box, List, ListItemButton, ListItemText, ListSubheader, Skeleton, Switch, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { QuickEvent } from '../../../domain/quickPanel';
import type { shellPanelsEn } from '../../../i18n/areas/shellPanels.en';
import { formatCad, formatDayAndMonth, formatWeekday } from '../../../providers/formatters';
import { SidePanel } from '../SidePanel';
import { useTranslate } from '../../../providers/translation';
import { useGuichetDataProvider } from '../../../resources/common/useGuichetDataProvider';
import { agreementPath } from '../../../resources/agreements/agreementPaths';
import { collectionFilePath } from '../../../resources/collections/collectionPaths';
import type { UserSettings, UserSettingsPatch } from '../../../domain/userSettings';
import { QuickNotes } from './QuickNotes';
import { QUICK_PANEL_KEY } from './quickPanelKeys';

type QuickWords = (typeof shellPanelsEn)['resources']['shellPanels']['quick'];

/** The user's settings come from the toolbar (useShell), which keeps them. */
export interface PanelProps {
  open: boolean;
  onClose: () => void;
  settings: UserSettings;
  change: (patch: UserSettingsPatch) => void;
}

/** Spec §9: the quick panel's width. */
const PANEL_WIDTH = 280;

const eventPath = (event: QuickEvent) =>
  event.recordId === null
    ? null
    : event.detail === 'AGREEMENT'
      ? agreementPath(event.recordId)
      : collectionFilePath(event.recordId);

const Section = ({ title }: { title: string }) => (
  <ListSubheader component="h3" disableSticky sx={{ lineHeight: '40px', mt: 1 }}>
    {title}
  </ListSubheader>
);

/**
 * Spec §2's quick panel (right drawer, 280): today's date, the user's events of today (their
 * follow-ups, promised transfers and agreed payments), their notes, and the quick settings.
 */
export default function QuickPanel({ open, onClose, settings, change }: PanelProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useGuichetDataProvider();
  const data = useQuery({ queryKey: QUICK_PANEL_KEY, queryFn: () => dataProvider.quickPanelData(), enabled: open });
  const now = new Date();
  const t = (key: Exclude<keyof QuickWords, 'kinds'> | `kinds.${QuickEvent['detail']}`) =>
    translate(`resources.shellPanels.quick.${key}`);

  return (
    <SidePanel open={open} onClose={onClose} width={PANEL_WIDTH} title={t('title')} closeLabel={t('close')}>
      <Section title={t('today')} />
      <Box sx={{ px: 2 }}>
        <Typography variant="h5" component="p" sx={{ textTransform: 'capitalize' }}>
          {formatWeekday(now)}
        </Typography>
        <Typography color="text.secondary">{formatDayAndMonth(now)}</Typography>
      </Box>

      <Section title={t('events')} />
      {data.isPending && open ? (
        <Skeleton sx={{ mx: 2 }} />
      ) : data.data?.events.length ? (
        <List dense disablePadding>
          {data.data.events.map((event) => {
            const path = eventPath(event);
            return (
              <ListItemButton
                key={event.id}
                disabled={!path}
                onClick={() => {
                  if (!path) return;
                  onClose();
                  navigate(path);
                }}
              >
                <ListItemText
                  primary={event.title}
                  secondary={[t(`kinds.${event.detail}`), event.amount === null ? '' : formatCad(event.amount)]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            );
          })}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {t('noEvents')}
        </Typography>
      )}

      <Section title={t('notes')} />
      {data.data && <QuickNotes notes={data.data.notes} />}

      <Section title={t('quickSettings')} />
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="label" htmlFor="quick-notifications">
            {t('notifications')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('notificationsHint')}
          </Typography>
        </Box>
        <Switch
          id="quick-notifications"
          checked={settings.notifications}
          onChange={(event) => change({ notifications: event.target.checked })}
        />
      </Box>
    </SidePanel>
  );
}
