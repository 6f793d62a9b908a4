import { Avatar } from '@mui/material';
import { apiUrl } from '../../providers/apiBaseUrl';
import { session } from '../../providers/session';
import { useMe } from './useShell';

/** The signed-in user's photo, or their initial until they have one (the sidebar, the user menu, the profile). */
export function UserAvatar({ size = 36 }: { size?: number }) {
  const me = useMe();
  const name = me.data?.displayName || session.getDisplayName() || '';
  return (
    <Avatar
      src={me.data?.photoURL ? apiUrl(me.data.photoURL) : undefined}
      alt={name}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.45 }}
      data-testid="user-avatar"
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
