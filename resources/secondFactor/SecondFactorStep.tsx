import { useState, type FormEvent } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import type { SecondFactorAnswer } from '../../providers/authProvider';
import { messageKey, useTranslate, type MessageKey } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { OneTimeCodeField } from './OneTimeCodeField';
import { signWithPasskey } from './passkeys';

type Method = SecondFactorAnswer['method'];

/** How to switch to each method, from another. */
const SWITCH_TO: Record<Method, MessageKey> = {
  PASSKEY: messageKey('pages.secondFactor.usePasskey'),
  TOTP: messageKey('pages.secondFactor.useApp'),
  RECOVERY: messageKey('pages.secondFactor.useRecoveryCode'),
};

/**
 * The sign-in's second step: a passkey (the device asks its owner), the six digits the authenticator
 * app shows, or one of the recovery codes (a lost phone). `onAnswer` signs in; a refusal is told
 * under the field.
 */
export function SecondFactorStep({
  challenge,
  methods,
  onAnswer,
  error,
  pending,
}: {
  challenge: string;
  methods: string[];
  onAnswer: (answer: SecondFactorAnswer) => void;
  error?: string;
  pending: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const errorText = useApiErrorText();
  const offered = (['PASSKEY', 'TOTP', 'RECOVERY'] as const).filter((method) => methods.includes(method));
  const [method, setMethod] = useState<Method>(offered[0] ?? 'RECOVERY');
  const [code, setCode] = useState('');
  const [asking, setAsking] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  const totp = method === 'TOTP';
  const ready = totp ? code.replace(/\s/g, '').length === 6 : code.replace(/[\s-]/g, '').length >= 10;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer({ method: totp ? 'TOTP' : 'RECOVERY', code: totp ? code.replace(/\s/g, '') : code.trim() });
  };
  const askPasskey = async () => {
    setAsking(true);
    setPasskeyError(undefined);
    try {
      const { options } = await dataProvider.passkeyOptions(challenge);
      onAnswer({ method: 'PASSKEY', response: await signWithPasskey(options) });
    } catch (failure) {
      setPasskeyError(errorText(failure));
    } finally {
      setAsking(false);
    }
  };
  const others = offered.filter((other) => other !== method);

  return (
    <Stack spacing={2}>
      {method === 'PASSKEY' ? (
        <>
          <Typography>{translate('pages.secondFactor.passkeyPrompt')}</Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<KeyIcon />}
            onClick={() => void askPasskey()}
            disabled={asking || pending}
          >
            {translate('pages.secondFactor.signInWithPasskey')}
          </Button>
          {(passkeyError ?? error) && (
            <Typography role="alert" color="error" variant="body2">
              {passkeyError ?? error}
            </Typography>
          )}
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <Typography>
              {translate(
                totp ? messageKey('pages.secondFactor.enterCode') : messageKey('pages.secondFactor.enterRecoveryCode'),
              )}
            </Typography>
            <OneTimeCodeField
              key={method}
              numeric={totp}
              label={translate(
                totp ? messageKey('pages.secondFactor.code') : messageKey('pages.secondFactor.recoveryCode'),
              )}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={error}
            />
            <Button type="submit" variant="contained" size="large" disabled={!ready || pending}>
              {translate('pages.secondFactor.verify')}
            </Button>
          </Stack>
        </Box>
      )}
      {others.map((other) => (
        <Link
          key={other}
          component="button"
          type="button"
          variant="body2"
          sx={{ alignSelf: 'center' }}
          onClick={() => {
            setMethod(other);
            setCode('');
            setPasskeyError(undefined);
          }}
        >
          {translate(SWITCH_TO[other])}
        </Link>
      ))}
    </Stack>
  );
}
