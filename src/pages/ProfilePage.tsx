import { Button, CircularProgress, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAuthenticated } from 'react-admin';
import { useTranslate, memberKey, type MessageKey, messageKey } from '../../providers/translation';
import { useGuichetDataProvider } from '../../resources/common/useGuichetDataProvider';
import { HOME_PATH } from '../auth/landing';
import { GuestCard } from './GuestCard';

/** /pages/profile: who the signed-in user is, as the server knows them (GET /api/Identity/Me). */
export function ProfilePage() {
  const { isPending: isCheckingAuth } = useAuthenticated();
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useGuichetDataProvider();
  const me = useQuery({ queryKey: ['Identity', 'Me'], queryFn: () => dataProvider.me(), enabled: !isCheckingAuth });

  if (!me.data) return <CircularProgress aria-label={translate('pages.loading')} />;
  const { displayName, email, roles, language } = me.data;
  const rows: [MessageKey, string][] = [
    [messageKey('pages.profile.name'), displayName],
    [messageKey('pages.profile.email'), email],
    [
      messageKey('pages.profile.role'),
      roles.length
        ? roles.map((role) => translate(memberKey('roles', role), { _: role })).join(', ')
        : translate('roles.none'),
    ],
    [messageKey('pages.profile.language'), translate(memberKey('languageNames', language), { _: language })],
  ];

  return (
    <GuestCard title={messageKey('pages.profile.title')}>
      <Stack spacing={2}>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {translate(label)}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="caption" color="text.secondary">
          {translate('app.version', { version: __APP_VERSION__ })}
        </Typography>
        <Button variant="contained" onClick={() => navigate(HOME_PATH)}>
          {translate('pages.profile.back')}
        </Button>
      </Stack>
    </GuestCard>
  );
}
