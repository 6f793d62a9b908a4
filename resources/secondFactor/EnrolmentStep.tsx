import { useRef, useState } from 'react';
import { Button, CircularProgress, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../providers/httpClient';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import type { TokenGrant } from '../../providers/authProvider';
import { messageKey, runtimeKey, useTranslate } from '../../providers/translation';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpEnrolment } from './TotpEnrolment';
import { PasskeyRegistration, type PasskeyCeremony } from './PasskeyRegistration';
import { browserSupportsWebAuthn } from './passkeys';

/**
 * The enrolment a user's roles require, right after their password: an authenticator app scanned
 * and confirmed, then the recovery codes shown once; `onSignedIn` then takes the tokens it earned.
 */
export function EnrolmentStep({
  challenge,
  onSignedIn,
}: {
  challenge: string;
  onSignedIn: (grant: TokenGrant) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ grant: TokenGrant; recoveryCodes: string[] }>();
  const [passkeyOpen, setPasskeyOpen] = useState(false);
  const passkeyGrant = useRef<TokenGrant>(undefined);
  const started = useQuery({
    queryKey: ['Identity', 'Enrolment', challenge],
    queryFn: () => dataProvider.startEnrolment(challenge),
    retry: false,
    staleTime: Infinity,
  });

  const confirm = (code: string) => {
    setPending(true);
    setError(undefined);
    dataProvider
      .confirmEnrolment(challenge, code)
      .then(({ model }) => {
        const { recoveryCodes, ...grant } = model;
        setDone({ grant, recoveryCodes });
      })
      .catch((failure: ApiError) =>
        setError(translate(failure?.message ? runtimeKey(failure.message) : messageKey('errors.UNEXPECTED_ERROR'))),
      )
      .finally(() => setPending(false));
  };

  if (done) return <RecoveryCodesList codes={done.recoveryCodes} onDone={() => onSignedIn(done.grant)} />;
  if (started.isError)
    return (
      <Typography color="error">
        {translate(runtimeKey((started.error as ApiError)?.message ?? messageKey('errors.UNEXPECTED_ERROR')))}
      </Typography>
    );
  if (!started.data) return <CircularProgress aria-label={translate('pages.loading')} />;
  // A passkey instead of the app: the grant its confirmation earned waits behind the recovery codes.
  const passkeyCeremony: PasskeyCeremony = {
    start: (name) => dataProvider.startEnrolmentPasskey(challenge, name),
    confirm: async (factorId, response) => {
      const { recoveryCodes, ...grant } = (await dataProvider.confirmEnrolmentPasskey(challenge, factorId, response))
        .model;
      passkeyGrant.current = grant;
      return { recoveryCodes };
    },
  };
  return (
    <>
      <Typography sx={{ mb: 2 }}>{translate('pages.secondFactor.required')}</Typography>
      <TotpEnrolment enrolment={started.data} onConfirm={confirm} error={error} pending={pending} />
      {browserSupportsWebAuthn() && (
        <Button sx={{ mt: 2 }} startIcon={<KeyIcon />} onClick={() => setPasskeyOpen(true)}>
          {translate('pages.secondFactor.enrolPasskeyInstead')}
        </Button>
      )}
      <PasskeyRegistration
        open={passkeyOpen}
        onClose={() => setPasskeyOpen(false)}
        ceremony={passkeyCeremony}
        onRegistered={(recoveryCodes) =>
          passkeyGrant.current && setDone({ grant: passkeyGrant.current, recoveryCodes })
        }
      />
    </>
  );
}
