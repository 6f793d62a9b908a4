import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { formatDate } from '../../providers/formatters';
import { messageKey, useTranslate, type MessageKey } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { PasskeyRegistration } from './PasskeyRegistration';
import { browserSupportsWebAuthn } from './passkeys';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpEnrolment, type TotpSecret } from './TotpEnrolment';

const FACTORS_KEY = ['Identity', 'Me', 'factors'];

/**
 * The profile's second factor (issue 35): the user's passkeys and authenticator apps, each removable
 * (not the last while their role requires one), a passkey registered on this device or an app added
 * by scanning its QR code, and new recovery codes.
 */
export function ProfileSecondFactor() {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const factors = useQuery({ queryKey: FACTORS_KEY, queryFn: () => dataProvider.ownFactors() });
  const [enrolment, setEnrolment] = useState<TotpSecret>();
  const [codes, setCodes] = useState<string[]>();
  const [codeError, setCodeError] = useState<string>();
  const [registering, setRegistering] = useState(false);
  const [passkeysWork] = useState(browserSupportsWebAuthn);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
  const onError = (error: unknown) => notify(errorText(error), { type: 'error' });

  const start = useMutation({
    mutationFn: () => dataProvider.startOwnTotp(),
    onSuccess: (answer) => {
      setCodeError(undefined);
      setEnrolment(answer);
    },
    onError,
  });
  /** A factor added: said, the list refreshed, and the recovery codes a first one comes with shown. */
  const added = (message: MessageKey, codes: string[]) => {
    notify(translate(message), { type: 'success' });
    if (codes.length > 0) setCodes(codes);
    refresh();
  };
  const confirm = useMutation({
    mutationFn: (code: string) => dataProvider.confirmOwnTotp(enrolment!.factorId, code),
    onSuccess: ({ recoveryCodes }) => {
      setEnrolment(undefined);
      added(messageKey('pages.secondFactor.factorAdded'), recoveryCodes);
    },
    onError: (error) => setCodeError(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.removeOwnFactor(id),
    onSuccess: () => {
      notify(translate('pages.secondFactor.factorRemoved'), { type: 'success' });
      refresh();
    },
    onError,
  });
  const renew = useMutation({
    mutationFn: () => dataProvider.renewRecoveryCodes(),
    onSuccess: ({ recoveryCodes }) => {
      setCodes(recoveryCodes);
      refresh();
    },
    onError,
  });

  const data = factors.data;
  const appName = translate('pages.secondFactor.authenticatorApp');
  return (
    <Stack spacing={1} component="section" aria-labelledby="second-factor-title">
      <Typography id="second-factor-title" variant="h6" component="h2">
        {translate('pages.secondFactor.profileTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('pages.secondFactor.profileHint')}
      </Typography>
      {data?.required && data.factors.length === 0 && (
        <Alert severity="warning">{translate('pages.secondFactor.profileRequired')}</Alert>
      )}
      {data && data.factors.length === 0 && <Typography>{translate('pages.secondFactor.noFactor')}</Typography>}
      {data && data.factors.length > 0 && (
        <List dense disablePadding>
          {data.factors.map((factor) => {
            const name = factor.kind === 'PASSKEY' ? factor.name : appName;
            return (
              <ListItem
                key={factor.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={translate('pages.secondFactor.removeFactor', { name })}
                    onClick={() => remove.mutate(factor.id)}
                    disabled={remove.isPending}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {factor.kind === 'PASSKEY' ? <KeyIcon /> : <PhonelinkLockIcon />}
                </ListItemIcon>
                <ListItemText
                  primary={name}
                  secondary={[
                    translate('pages.secondFactor.addedOn', { date: formatDate(factor.createdAt.slice(0, 10)) }),
                    factor.lastUsedAt
                      ? translate('pages.secondFactor.lastUsed', { date: formatDate(factor.lastUsedAt.slice(0, 10)) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {data && data.factors.length > 0 && (
        <Typography variant="body2">
          {translate('pages.secondFactor.recoveryCodesLeft', { smart_count: data.recoveryCodesLeft })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {passkeysWork && (
          <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setRegistering(true)}>
            {translate('pages.secondFactor.addPasskey')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => start.mutate()} disabled={start.isPending}>
          {translate('pages.secondFactor.addApp')}
        </Button>
        {data && data.factors.length > 0 && (
          <Button variant="text" onClick={() => renew.mutate()} disabled={renew.isPending}>
            {translate('pages.secondFactor.newRecoveryCodes')}
          </Button>
        )}
      </Stack>

      <Dialog open={Boolean(enrolment)} onClose={() => setEnrolment(undefined)} aria-labelledby="totp-dialog-title">
        <DialogTitle id="totp-dialog-title">{translate('pages.secondFactor.addApp')}</DialogTitle>
        <DialogContent>
          {enrolment && (
            <TotpEnrolment
              enrolment={enrolment}
              onConfirm={(code) => confirm.mutate(code)}
              error={codeError}
              pending={confirm.isPending}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEnrolment(undefined)}>{translate('pages.secondFactor.close')}</Button>
        </DialogActions>
      </Dialog>
      {registering && (
        <PasskeyRegistration
          open
          onClose={() => setRegistering(false)}
          onRegistered={(recoveryCodes) => {
            setRegistering(false);
            added(messageKey('pages.secondFactor.passkeyAdded'), recoveryCodes);
          }}
        />
      )}
      <Dialog open={Boolean(codes)} onClose={() => setCodes(undefined)} aria-labelledby="codes-dialog-title">
        <DialogTitle id="codes-dialog-title">{translate('pages.secondFactor.recoveryCodes')}</DialogTitle>
        <DialogContent>{codes && <RecoveryCodesList codes={codes} onDone={() => setCodes(undefined)} />}</DialogContent>
      </Dialog>
    </Stack>
  );
}
