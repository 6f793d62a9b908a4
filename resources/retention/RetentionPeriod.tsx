import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { RETENTION_YEARS_MAX, RETENTION_YEARS_MIN } from '../../domain/retention';
import { messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

const SETTINGS_KEY = ['retention', 'settings'];

/** The review's head: what it does, the period in years (saved at its version), and this month's review run now. */
export function RetentionPeriod() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const saved = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => dataProvider.retentionSettings() });
  const [years, setYears] = useState('');
  useEffect(() => {
    if (saved.data) setYears(String(saved.data.years));
  }, [saved.data]);
  const save = useMutation({
    mutationFn: () => dataProvider.saveRetentionSettings({ years: Number(years), version: saved.data!.version }),
    onSuccess: (record) => {
      queryClient.setQueryData(SETTINGS_KEY, record);
      notify(messageKey('resources.retention.periodSaved'), { type: 'success' });
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const run = useMutation({
    mutationFn: () => dataProvider.runRetentionReview(),
    onSuccess: ({ reviewMonth, listed }) => {
      notify(messageKey('resources.retention.ran'), {
        type: 'success',
        messageArgs: { month: reviewMonth, smart_count: listed },
      });
      refresh();
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const value = Number(years);
  const valid = Number.isInteger(value) && value >= RETENTION_YEARS_MIN && value <= RETENTION_YEARS_MAX;

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Alert severity="warning">{translate('resources.retention.intro')}</Alert>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              label={translate('resources.retention.period')}
              value={years}
              onChange={(event) => setYears(event.target.value)}
              type="number"
              size="small"
              sx={{ width: 280 }}
              error={years !== '' && !valid}
              helperText={translate('resources.retention.periodHelp', {
                min: RETENTION_YEARS_MIN,
                max: RETENTION_YEARS_MAX,
              })}
              slotProps={{ htmlInput: { min: RETENTION_YEARS_MIN, max: RETENTION_YEARS_MAX } }}
              disabled={!saved.data}
            />
            <Button variant="outlined" onClick={() => save.mutate()} disabled={!saved.data || !valid || save.isPending}>
              {translate('resources.retention.savePeriod')}
            </Button>
            <Button variant="contained" onClick={() => run.mutate()} disabled={run.isPending}>
              {translate('resources.retention.run')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
