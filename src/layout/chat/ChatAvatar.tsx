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

/**
 * A colleague's photo or initials, with a dot of their presence (spec §4's four states). A picture
 * only: the control it sits in says the name and the presence in words.
 */
export function ChatAvatar({
  name,
  avatar,
  status,
  size = 40,
  ...badge
}: { name: string; avatar: string | null; status: ChatStatus; size?: number } & Omit<BadgeProps, 'children'>) {
  return (
    <Badge
      aria-hidden
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
      {/* The initials are drawn as a photo would be (generated content, not text): the control around
          says the whole name, and a speech command says that name, not two letters. */}
      <Avatar
        src={avatar ? apiUrl(avatar) : undefined}
        alt=""
        data-initials={initialsOf(name)}
        sx={{ width: size, height: size, fontSize: size * 0.4, '&::before': { content: 'attr(data-initials)' } }}
      >
        {/* Empty, not absent: an avatar with nothing in it draws a person instead. */}
        <span />
      </Avatar>
    </Badge>
  );
}
