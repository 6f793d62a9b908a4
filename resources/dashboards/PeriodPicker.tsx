import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { addMonths, periodLength } from '../../domain/dashboards';
import { useTranslate } from '../../providers/translation';

export interface Period {
  from: string;
  to: string;
}

const QUICK_MONTHS = [3, 6, 12, 24];

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
      <TextField
        type="month"
        size="small"
        label={translate('resources.dashboards.period.from')}
        value={period.from}
        onChange={(event) => event.target.value && onChange({ ...period, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: period.to } }}
      />
      <TextField
        type="month"
        size="small"
        label={translate('resources.dashboards.period.to')}
        value={period.to}
        onChange={(event) => event.target.value && onChange({ ...period, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: period.from } }}
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
