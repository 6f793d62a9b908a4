import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { addMonths, periodLength } from '../../domain/dashboards';
import { useTranslate } from '../../providers/translation';
import { formatMonth } from './formats';

export interface Period {
  from: string;
  to: string;
}

const QUICK_MONTHS = [3, 6, 12, 24];
/** The first month a period may start at: before it, a lender on Guichet has nothing to show. */
const EARLIEST_MONTH = '2020-01';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The months from `first` to `last`, the latest first (the one most often wanted). */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = last; month >= first; month = addMonths(month, -1)) months.push(month);
  return months;
}

/**
 * A month chosen by its name in the reader's language ("juin 2026"): a browser's own month field
 * says it in the browser's language, whatever the screen's.
 */
function MonthSelect(props: { label: string; value: string; months: string[]; onChange: (month: string) => void }) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {props.months.map((month) => (
        <MenuItem key={month} value={month}>
          {formatMonth(month, 'long')}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The dashboards' period: whole months, typed or chosen among the last 3, 6, 12 or 24. */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const translate = useTranslate();
  const length = periodLength(period);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', '& .MuiTextField-root': { width: 190 } }}
    >
      <MonthSelect
        label={translate('resources.dashboards.period.from')}
        value={period.from}
        months={monthsBetween(EARLIEST_MONTH, period.to)}
        onChange={(from) => onChange({ ...period, from })}
      />
      <MonthSelect
        label={translate('resources.dashboards.period.to')}
        value={period.to}
        months={monthsBetween(period.from, addMonths(period.to > thisMonth() ? period.to : thisMonth(), 12))}
        onChange={(to) => onChange({ ...period, to })}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={QUICK_MONTHS.includes(length) ? length : null}
        onChange={(_, months: number | null) =>
          months && onChange({ from: addMonths(period.to, 1 - months), to: period.to })
        }
      >
        {QUICK_MONTHS.map((months) => (
          <ToggleButton key={months} value={months}>
            {translate('resources.dashboards.period.months', { smart_count: months })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
