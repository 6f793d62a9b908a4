import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CardContent,
  InputAdornment,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ACTIONS_WITH_AMOUNT, CONTROLLED_ACTIONS, type Controls, type ControlledAction } from '../../domain/controls';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { useSessionAbility } from '../../src/auth/useSessionAbility';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

const CONTROLS_KEY = ['controls'];
/** The threshold as typed, in dollars ('' for none): cents are what is saved. */
type Typed = Record<ControlledAction, { enabled: boolean; threshold: string }>;

const typedOf = (controls: Controls['controls']): Typed =>
  Object.fromEntries(
    CONTROLLED_ACTIONS.map((action) => {
      const { enabled, thresholdCents } = controls[action];
      return [action, { enabled, threshold: thresholdCents === null ? '' : String(thresholdCents / 100) }];
    }),
  ) as Typed;

const centsOf = (typed: string): number | null => {
  const value = typed.trim().replace(',', '.');
  if (value === '') return null;
  const dollars = Number(value);
  return Number.isFinite(dollars) && dollars >= 0 ? Math.round(dollars * 100) : NaN;
};

/**
 * Configuration → Controls (issue 35): which actions wait for a second person, and above which
 * amount for those that move one. Read and saved by those who manage the controls.
 */
export function ControlsTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const { ability } = useSessionAbility();
  const allowed = ability.can('manage', 'controls');
  const saved = useQuery({ queryKey: CONTROLS_KEY, queryFn: () => dataProvider.controls(), enabled: allowed });
  const [typed, setTyped] = useState<Typed>();
  useEffect(() => {
    if (saved.data) setTyped(typedOf(saved.data.controls));
  }, [saved.data]);
  const save = useMutation({
    mutationFn: (controls: Controls['controls']) =>
      dataProvider.saveControls({ controls, version: saved.data!.version }),
    onSuccess: () => {
      notify(messageKey('messages.CONTROLS_SAVED'), { type: 'success' });
      void saved.refetch();
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });

  if (!allowed)
    return (
      <CardContent>
        <Typography>{translate('resources.controls.notAllowed')}</Typography>
      </CardContent>
    );
  if (!typed) return null;
  const invalid = CONTROLLED_ACTIONS.filter((action) => Number.isNaN(centsOf(typed[action].threshold)));
  const submit = () =>
    save.mutate(
      Object.fromEntries(
        CONTROLLED_ACTIONS.map((action) => [
          action,
          {
            enabled: typed[action].enabled,
            thresholdCents: ACTIONS_WITH_AMOUNT.includes(action) ? centsOf(typed[action].threshold) : null,
          },
        ]),
      ) as Controls['controls'],
    );
  const change = (action: ControlledAction, part: Partial<Typed[ControlledAction]>) =>
    setTyped({ ...typed, [action]: { ...typed[action], ...part } });

  return (
    <CardContent>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {translate('resources.controls.title')}
        </Typography>
        <Alert severity="info">{translate('resources.controls.intro')}</Alert>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('resources.controls.title')} sx={{ minWidth: 520 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate('resources.approvals.fields.action')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('resources.controls.enabled')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('resources.controls.threshold')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {CONTROLLED_ACTIONS.map((action) => {
                const name = translate(memberKey('resources.approvals.actions', action));
                return (
                  <TableRow key={action}>
                    <TableCell component="th" scope="row">
                      {name}
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={typed[action].enabled}
                        onChange={(event) => change(action, { enabled: event.target.checked })}
                        slotProps={{ input: { 'aria-label': `${translate('resources.controls.enabled')} : ${name}` } }}
                      />
                    </TableCell>
                    <TableCell>
                      {ACTIONS_WITH_AMOUNT.includes(action) && (
                        <TextField
                          size="small"
                          value={typed[action].threshold}
                          onChange={(event) => change(action, { threshold: event.target.value })}
                          error={invalid.includes(action)}
                          helperText={translate('resources.controls.thresholdHelp')}
                          label={`${translate('resources.controls.threshold')} (${name})`}
                          slotProps={{
                            htmlInput: { inputMode: 'decimal' },
                            input: { endAdornment: <InputAdornment position="end">$</InputAdornment> },
                          }}
                          sx={{ width: 200 }}
                        />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
        <Box>
          <Button variant="contained" onClick={submit} disabled={save.isPending || invalid.length > 0}>
            {translate('resources.controls.save')}
          </Button>
        </Box>
      </Stack>
    </CardContent>
  );
}
