import { Avatar } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { apiUrl } from '../../providers/apiBaseUrl';
import { session } from '../../providers/session';
import { useMe } from './useShell';

/**
 * The signed-in user's photo, or their initial until they have one (the sidebar, the user menu, the
 * profile); `decorative` beside their written name.
 */
export function UserAvatar({ size = 36, decorative = false }: { size?: number; decorative?: boolean }) {
  const me = useMe();
  const name = me.data?.displayName || session.getDisplayName() || '';
  return (
    <Avatar
      src={me.data?.photoURL ? apiUrl(me.data.photoURL) : undefined}
      alt={name}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.45 }}
      data-testid="user-avatar"
      // Beside the user's name (the user menu's button), the photo or initial says nothing more.
      aria-hidden={decorative || undefined}
    >
      {/* Beside the written name, no letter the button's name would not say (WCAG 2.5.3). */}
      {decorative ? <PersonIcon sx={{ fontSize: size * 0.7 }} /> : name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
