import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from '../../providers/translation';

export interface Period {
  from: string;
  to: string;
}

const QUICK_MONTHS = [3, 6, 12, 24];

/** The month `count - 1` months before `to` ('YYYY-MM'). */
export function monthsBefore(to: string, count: number): string {
  const index = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1 - (count - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const lengthOf = ({ from, to }: Period) =>
  Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - (Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7))) + 1;

/** The dashboards' period: whole months, typed or chosen among the last 3, 6, 12 or 24. */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const translate = useTranslate();
  const length = lengthOf(period);
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
          months && onChange({ from: monthsBefore(period.to, months), to: period.to })
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
