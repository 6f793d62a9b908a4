import { Avatar, Badge, type BadgeProps } from '@mui/material';
import type { ChatStatus } from '../../../domain/chat';
import { apiUrl } from '../../../providers/apiBaseUrl';

const STATUS_COLOUR: Record<ChatStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  'do-not-disturb': 'error.main',
  offline: 'grey.500',
};

const initialsOf = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A colleague's photo or initials, with a dot of their presence (spec §4's four states). */
export function ChatAvatar({
  name,
  avatar,
  status,
  size = 40,
  ...badge
}: { name: string; avatar: string | null; status: ChatStatus; size?: number } & Omit<BadgeProps, 'children'>) {
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      variant="dot"
      sx={{
        '& .MuiBadge-dot': {
          bgcolor: STATUS_COLOUR[status],
          border: 2,
          borderColor: 'background.paper',
          width: 12,
          height: 12,
          borderRadius: 6,
        },
      }}
      {...badge}
    >
      <Avatar
        src={avatar ? apiUrl(avatar) : undefined}
        alt={name}
        sx={{ width: size, height: size, fontSize: size * 0.4 }}
      >
        {initialsOf(name)}
      </Avatar>
    </Badge>
  );
}
