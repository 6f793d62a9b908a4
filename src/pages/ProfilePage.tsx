import {
  Button,
  CircularProgress,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthenticated } from 'react-admin';
import { useTranslate, memberKey, type MessageKey, messageKey } from '../../providers/translation';
import { HOME_PATH } from '../auth/landing';
import { ChangePasswordDialog } from '../layout/ChangePasswordDialog';
import { useMe } from '../layout/useShell';
import { GuestCard } from './GuestCard';
import { ProfileLanguage } from './profile/ProfileLanguage';
import { ProfilePhoto } from './profile/ProfilePhoto';
import { withScreenWords } from '../../providers/screenWords';

// With its words, only on the profile page: the signed-in app's first download stays as it was.
const ProfileSessions = lazy(
  withScreenWords('secondFactor', () =>
    import('../../resources/sessions/ProfileSessions').then((m) => ({ default: m.ProfileSessions })),
  ),
);
const ProfileSecondFactor = lazy(
  withScreenWords('secondFactor', () =>
    import('../../resources/secondFactor/ProfileSecondFactor').then((m) => ({ default: m.ProfileSecondFactor })),
  ),
);

/**
 * /pages/profile (issue 15): who the signed-in user is, as the server knows them (GET
 * /api/Identity/Me), and what they change themselves: their photo, their language, their password.
 */
export function ProfilePage() {
  const { isPending: isCheckingAuth } = useAuthenticated();
  const translate = useTranslate();
  const navigate = useNavigate();
  const me = useMe(!isCheckingAuth);
  const [changingPassword, setChangingPassword] = useState(false);

  if (!me.data) return <CircularProgress aria-label={translate('pages.loading')} />;
  const { displayName, email, roles, language, photoURL } = me.data;
  const rows: [MessageKey, string][] = [
    [messageKey('pages.profile.name'), displayName],
    [messageKey('pages.profile.email'), email],
    [
      messageKey('pages.profile.role'),
      roles.length
        ? roles.map((role) => translate(memberKey('roles', role), { _: role })).join(', ')
        : translate('roles.none'),
    ],
  ];

  return (
    <GuestCard title={messageKey('pages.profile.title')} maxWidth={520}>
      <Stack spacing={2.5}>
        <ProfilePhoto hasPhoto={!!photoURL} />
        <Table size="small" aria-label={translate('pages.profile.title')}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: '30%' }}>
                  {translate(label)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ProfileLanguage language={language} />
        <Button
          variant="outlined"
          startIcon={<LockIcon />}
          onClick={() => setChangingPassword(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('pages.profile.changePassword')}
        </Button>
        <Divider />
        <Suspense fallback={<CircularProgress aria-label={translate('pages.loading')} />}>
          <ProfileSecondFactor />
          <Divider sx={{ my: 2 }} />
          <ProfileSessions />
        </Suspense>
        <Divider />
        <Typography variant="caption" color="text.secondary">
          {translate('app.version', { version: __APP_VERSION__ })}
        </Typography>
        <Button variant="contained" onClick={() => navigate(HOME_PATH)}>
          {translate('pages.profile.back')}
        </Button>
      </Stack>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </GuestCard>
  );
}
