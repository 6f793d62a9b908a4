import { Autocomplete, Box, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { AccountRecord } from '../../domain/accounting';
import { isValidIsoDate } from '../../domain/calendarDates';
import { useTranslate } from '../../providers/translation';
import { DayField } from '../common/DayField';
import { accountName } from './accountName';

export interface LedgerPeriodChoice {
  from?: string;
  to?: string;
}

interface LedgerFiltersProps {
  accounts: AccountRecord[];
  accountId: number | null;
  /** The period shown: the URL's, or the server's default (the month to date) once it answered. */
  period: LedgerPeriodChoice;
  onAccount: (accountId: number) => void;
  onPeriod: (period: LedgerPeriodChoice) => void;
  /** The files of what is shown. */
  actions?: ReactNode;
}

/**
 * The ledger's choices: an account of the chart (typed by its number or its name, in the page's
 * language) and a period. A day still being typed changes nothing; a period ending before it starts
 * is said on its end and not read.
 */
export function LedgerFilters({ accounts, accountId, period, onAccount, onPeriod, actions }: LedgerFiltersProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState<LedgerPeriodChoice>({});
  const from = typed.from ?? period.from ?? '';
  const to = typed.to ?? period.to ?? '';
  const backwards = isValidIsoDate(from) && isValidIsoDate(to) && to < from;
  const type = (side: 'from' | 'to', value: string | null) => {
    const next = { from, to, [side]: value ?? '' };
    setTyped((current) => ({ ...current, [side]: value ?? '' }));
    const whole = (day: string) => day === '' || isValidIsoDate(day);
    if (!whole(next.from) || !whole(next.to)) return;
    if (next.from && next.to && next.to < next.from) return;
    onPeriod({ from: next.from || undefined, to: next.to || undefined });
  };
  const chosen = accounts.find((account) => account.id === accountId) ?? null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2, rowGap: 1, mb: 1 }}>
      <Autocomplete
        options={accounts}
        value={chosen}
        onChange={(_, account) => account && onAccount(account.id)}
        getOptionLabel={accountName}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        disableClearable={chosen !== null}
        noOptionsText={translate('resources.accounting.ledger.noAccount')}
        sx={{ width: { xs: '100%', sm: 360 } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('resources.accounting.ledger.account')}
            variant="filled"
            size="small"
            margin="dense"
          />
        )}
      />
      <DayField
        label={translate('resources.accounting.ledger.from')}
        value={from}
        onChange={(value) => type('from', value)}
        sx={{ width: 190 }}
      />
      <DayField
        label={translate('resources.accounting.ledger.to')}
        value={to}
        onChange={(value) => type('to', value)}
        error={backwards}
        helperText={backwards ? translate('validation.dateRange') : undefined}
        sx={{ width: 190 }}
      />
      {actions && <Box sx={{ alignSelf: 'center', ml: 'auto' }}>{actions}</Box>}
    </Box>
  );
}
