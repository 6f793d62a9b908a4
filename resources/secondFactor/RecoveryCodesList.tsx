import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from '../../providers/translation';

/**
 * Ten recovery codes, shown this once (only their hashes are kept): to copy or print, each good for
 * one sign-in without the phone.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{translate('pages.secondFactor.recoveryCodesOnce')}</Alert>
      <Box
        component="ul"
        aria-label={translate('pages.secondFactor.recoveryCodes')}
        sx={{ columns: 2, m: 0, pl: 3, fontFamily: 'monospace', fontSize: '1rem' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          {translate('pages.secondFactor.copyCodes')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('pages.secondFactor.codesSaved')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('pages.secondFactor.recoveryCodesHelp')}
      </Typography>
    </Stack>
  );
}
