import { Chip, Stack } from '@mui/material';
import { useTranslate, memberKey } from '../../providers/translation';

/** A user's roles as chips; "No role" for the empty list. */
export function RoleChips({ roles }: { roles: readonly string[] }) {
  const translate = useTranslate();
  if (!roles.length) return <Chip size="small" variant="outlined" label={translate('roles.none')} />;
  return (
    <Stack direction="row" spacing={0.5}>
      {roles.map((role) => (
        <Chip
          key={role}
          size="small"
          color={role === 'admin' ? 'primary' : 'default'}
          label={translate(memberKey('roles', role), { _: role })}
        />
      ))}
    </Stack>
  );
}
