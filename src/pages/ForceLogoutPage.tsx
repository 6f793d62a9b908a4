import { useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslate, runtimeKey, messageKey } from '../../providers/translation';
import { session } from '../../providers/session';
import { GuestCard } from './GuestCard';

/**
 * Where a forced logout lands (spec §4): the stored message is shown once, then the message and
 * the one-time flag are cleared, so a reload or a later visit shows the default text.
 */
export function ForceLogoutPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [message] = useState(() => session.getLogoutMessage());

  useEffect(() => {
    session.setLogoutMessage(null);
    session.setForcedLogout(false);
  }, []);

  return (
    <GuestCard title={messageKey('pages.forceLogout.title')}>
      <Stack spacing={2}>
        <Alert severity="warning" data-testid="forcelogout-message">
          {translate(message ? runtimeKey(message) : messageKey('pages.forceLogout.defaultMessage'))}
        </Alert>
        <Button variant="contained" onClick={() => navigate('/login')}>
          {translate('pages.forceLogout.signInAgain')}
        </Button>
      </Stack>
    </GuestCard>
  );
}
