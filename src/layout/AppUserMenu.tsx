import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import LockIcon from '@mui/icons-material/Lock';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import PersonIcon from '@mui/icons-material/Person';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCanAccess, useGetIdentity, UserMenu, useUserMenu } from 'react-admin';
import { useTranslate, type MessageKey, messageKey } from '../../providers/translation';
import { useOpenChangePassword } from './ChangePasswordContext';
import { OPEN_CHAT_EVENT } from './loadShellPanels';
import { UserAvatar } from './UserAvatar';

interface ItemProps {
  label: MessageKey;
  icon: ReactElement;
  onClick: () => void;
}

const UserMenuItem = forwardRef<HTMLLIElement, ItemProps>(function UserMenuItem({ label, icon, onClick }, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        onClick();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/** My Profile, Inbox (the team chat), Change password, the outbox for those who may read it, Log out (spec §2). */
export function AppUserMenu() {
  const navigate = useNavigate();
  const openChangePassword = useOpenChangePassword();
  const { canAccess: canReadOutbox } = useCanAccess({ action: 'list', resource: 'outbox' });
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name: its accessible name begins with it (WCAG 2.5.3).
  const label = identity?.fullName
    ? translate('shell.userMenuOf', { name: identity.fullName })
    : translate('shell.userMenu');
  return (
    <UserMenu label={label} icon={<UserAvatar size={28} decorative />}>
      <UserMenuItem
        label={messageKey('shell.profile')}
        icon={<PersonIcon />}
        onClick={() => navigate('/pages/profile')}
      />
      <UserMenuItem
        label={messageKey('resources.shellToolbar.inbox')}
        icon={<ForumIcon />}
        onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))}
      />
      <UserMenuItem label={messageKey('menu.CHANGE_PASSWORD')} icon={<LockIcon />} onClick={openChangePassword} />
      {canReadOutbox && (
        <UserMenuItem
          label={messageKey('shell.outbox')}
          icon={<MarkEmailUnreadIcon />}
          onClick={() => navigate('/apps/outbox')}
        />
      )}
      <UserMenuItem label={messageKey('menu.LOGOUT')} icon={<ExitToAppIcon />} onClick={() => navigate('/logout')} />
    </UserMenu>
  );
}
