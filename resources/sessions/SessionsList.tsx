import { Chip, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ComputerIcon from '@mui/icons-material/Computer';
import LogoutIcon from '@mui/icons-material/Logout';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import type { SessionRecord } from '../../domain/sessions';
import { formatDateTime } from '../../providers/formatters';
import { useTranslate } from '../../providers/translation';
import { RowActionButton } from '../common/RowActionButton';

const PHONES = new Set(['iPhone', 'iPad', 'Android']);

/** How a session is named: its browser and system, as the user would say them. */
export function useSessionName() {
  const translate = useTranslate();
  return (session: SessionRecord) => {
    const browser = session.browser ?? translate('pages.sessions.unknownBrowser');
    return session.system ? translate('pages.sessions.browserOn', { browser, system: session.system }) : browser;
  };
}

/**
 * Open sessions, the latest used first: the browser and system, the network address, when signed in
 * and last used; the caller's own marked. `onEnd`, when given, ends any but the caller's own.
 */
export function SessionsList({
  sessions,
  onEnd,
}: {
  sessions: SessionRecord[];
  onEnd?: (session: SessionRecord) => void;
}) {
  const translate = useTranslate();
  const nameOf = useSessionName();
  if (sessions.length === 0) return <Typography>{translate('pages.sessions.none')}</Typography>;
  return (
    <List dense disablePadding aria-label={translate('pages.sessions.title')}>
      {sessions.map((session) => {
        const name = nameOf(session);
        return (
          <ListItem
            key={session.id}
            disableGutters
            secondaryAction={
              onEnd && !session.current ? (
                <RowActionButton
                  label={translate('pages.sessions.end')}
                  subject={name}
                  icon={<LogoutIcon />}
                  onClick={() => onEnd(session)}
                />
              ) : undefined
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              {session.system && PHONES.has(session.system) ? <SmartphoneIcon /> : <ComputerIcon />}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {name}
                  {session.current && (
                    <Chip size="small" color="primary" label={translate('pages.sessions.current')} sx={{ ml: 1 }} />
                  )}
                </>
              }
              secondary={[
                session.ipAddress,
                translate('pages.sessions.signedIn', { date: formatDateTime(session.signedInAt) }),
                translate('pages.sessions.lastUsed', { date: formatDateTime(session.lastUsedAt) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
