import { useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FULL_RATE_BP, type AccountingPolicyRecord } from '../../domain/allowance';
import { currentLanguage } from '../../providers/i18nProvider';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useMonthAction } from './useMonthAction';

const WORDS = messageGroup('resources.accountingPolicy');

/** A rate in basis points shown as a percentage typed in the reader's language ("2,5" or "2.5"). */
const percentText = (rateBp: number) => String(rateBp / 100).replace('.', currentLanguage === 'fr' ? ',' : '.');
const typedRate = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  const rateBp = Math.round(value * 100);
  return rateBp >= 0 && rateBp <= FULL_RATE_BP ? rateBp : null;
};

/** The provision matrix (a rate per collection degree, and the current loans') and the write-off threshold. */
export function AccountingPolicyForm({ canKeep }: { canKeep: boolean }) {
  const dataProvider = useGuichetDataProvider();
  const { data: policy } = useQuery({
    queryKey: ['accounting', 'policy'],
    queryFn: () => dataProvider.accountingPolicy(),
  });
  return policy ? <PolicyFields key={policy.version} policy={policy} canKeep={canKeep} /> : null;
}

function PolicyFields({ policy, canKeep }: { policy: AccountingPolicyRecord; canKeep: boolean }) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  const [current, setCurrent] = useState(percentText(policy.currentRateBp));
  const [degrees, setDegrees] = useState(
    policy.degrees.map((_, index) =>
      percentText(policy.degreeRatesBp[Math.min(index, policy.degreeRatesBp.length - 1)]),
    ),
  );
  const [days, setDays] = useState(String(policy.writeOffAfterDays));
  const [tried, setTried] = useState(false);
  const save = useMonthAction(
    (input: Parameters<typeof dataProvider.updateAccountingPolicy>[0]) => dataProvider.updateAccountingPolicy(input),
    words('saved'),
    () => setTried(false),
  );
  const rates = [current, ...degrees].map(typedRate);
  const writeOffAfterDays = /^\d{1,4}$/.test(days.trim()) ? Number(days) : null;
  const invalid = (valid: boolean) => tried && !valid;
  const helper = (valid: boolean) => (invalid(valid) ? translate('validation.invalid') : ' ');
  return (
    <Box
      component="form"
      aria-labelledby="accounting-policy-title"
      sx={{ mt: 4 }}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (rates.some((rate) => rate === null) || !writeOffAfterDays) return;
        const [currentRateBp, ...degreeRatesBp] = rates as number[];
        save.mutate({ version: policy.version, currentRateBp, degreeRatesBp, writeOffAfterDays });
      }}
    >
      <Typography variant="h6" component="h2" id="accounting-policy-title">
        {words('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {words('help')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 2 }}>
        <TextField
          size="small"
          label={words('currentRate')}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          disabled={!canKeep}
          error={invalid(rates[0] !== null)}
          helperText={helper(rates[0] !== null)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {policy.degrees.map((degree, index) => (
          <TextField
            key={degree.nameFr}
            size="small"
            label={words('degreeRate', { name: currentLanguage === 'fr' ? degree.nameFr : degree.nameEn })}
            value={degrees[index]}
            onChange={(event) => setDegrees(degrees.map((text, at) => (at === index ? event.target.value : text)))}
            disabled={!canKeep}
            error={invalid(rates[index + 1] !== null)}
            helperText={helper(rates[index + 1] !== null)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
        <TextField
          size="small"
          label={words('writeOffAfterDays')}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          disabled={!canKeep}
          error={invalid(writeOffAfterDays !== null && writeOffAfterDays > 0)}
          helperText={helper(writeOffAfterDays !== null && writeOffAfterDays > 0)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      {canKeep && (
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {words('save')}
        </Button>
      )}
    </Box>
  );
}
