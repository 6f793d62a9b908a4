import { Box, Typography } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { useTranslate, memberKey } from '../../providers/translation';
import { session } from '../../providers/session';
import { useSessionAbility } from '../auth/useSessionAbility';
import { UserAvatar } from './UserAvatar';

/** The user's photo (or initial) and name with the role under it (spec §2); only the photo when the navbar is folded. */
export function SidebarUserHeader() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { rights, roles } = useSessionAbility();
  const name = rights?.displayName || session.getDisplayName() || '';
  const roleText = roles.length
    ? roles.map((role) => translate(memberKey('roles', role), { _: role })).join(', ')
    : translate('roles.none');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: open ? 2 : 1.5, py: 2 }} data-testid="sidebar-user">
      <UserAvatar size={36} />
      {open && (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap data-testid="sidebar-role">
            {roleText}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
