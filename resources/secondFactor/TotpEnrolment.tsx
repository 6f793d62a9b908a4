import { useState, type FormEvent } from 'react';
import type { TotpEnrolmentAnswer } from '../../domain/secondFactor';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import { OneTimeCodeField } from './OneTimeCodeField';

/** The enrolment's answer (domain/secondFactor.ts): its secret, otpauth address and QR code. */
export type TotpSecret = TotpEnrolmentAnswer;

/**
 * An authenticator app being enrolled: its QR code to scan, its secret to type by hand instead
 * (grouped by four), and the first code it shows, which confirms it.
 */
export function TotpEnrolment({
  enrolment,
  onConfirm,
  error,
  pending,
}: {
  enrolment: TotpSecret;
  onConfirm: (code: string) => void;
  error?: string;
  pending: boolean;
}) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(code.replace(/\s/g, ''));
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <Typography>{translate('pages.secondFactor.scan')}</Typography>
        <Box
          component="img"
          src={enrolment.qrCode}
          alt={translate('pages.secondFactor.qrAlt')}
          sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff' }}
        />
        <Typography variant="body2">{translate('pages.secondFactor.secretLabel')}</Typography>
        <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
        </Typography>
        <OneTimeCodeField
          numeric
          label={translate('pages.secondFactor.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <Button type="submit" variant="contained" disabled={code.replace(/\s/g, '').length !== 6 || pending}>
          {translate('pages.secondFactor.confirm')}
        </Button>
      </Stack>
    </Box>
  );
}
