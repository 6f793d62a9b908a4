import { useState, type FormEvent } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { messageKey, useTranslate } from '../../providers/translation';
import { OneTimeCodeField } from './OneTimeCodeField';

/**
 * The sign-in's second step: the six digits the authenticator app shows, or one of the recovery
 * codes (a lost phone). `onAnswer` signs in; a wrong code is told under the field.
 */
export function SecondFactorStep({
  methods,
  onAnswer,
  error,
  pending,
}: {
  methods: string[];
  onAnswer: (method: 'TOTP' | 'RECOVERY', code: string) => void;
  error?: string;
  pending: boolean;
}) {
  const translate = useTranslate();
  const [method, setMethod] = useState<'TOTP' | 'RECOVERY'>(methods.includes('TOTP') ? 'TOTP' : 'RECOVERY');
  const [code, setCode] = useState('');
  const totp = method === 'TOTP';
  const ready = totp ? code.replace(/\s/g, '').length === 6 : code.replace(/[\s-]/g, '').length >= 10;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(method, totp ? code.replace(/\s/g, '') : code.trim());
  };
  return (
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
        {methods.includes('TOTP') && (
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ alignSelf: 'center' }}
            onClick={() => {
              setMethod(totp ? 'RECOVERY' : 'TOTP');
              setCode('');
            }}
          >
            {translate(
              totp ? messageKey('pages.secondFactor.useRecoveryCode') : messageKey('pages.secondFactor.useApp'),
            )}
          </Link>
        )}
      </Stack>
    </Box>
  );
}
