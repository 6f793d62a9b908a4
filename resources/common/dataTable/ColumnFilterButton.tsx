import { useId, useState } from 'react';
import { Box, Button, IconButton, MenuItem, Popover, TextField, Tooltip } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslate } from '../../../providers/translation';
import { FILTER_MODES, type ColumnFilter, type FilterMode } from './filterModes';

interface Props {
  /** The column's label, translated. */
  column: string;
  filter: ColumnFilter | undefined;
  onChange: (change: Partial<Omit<ColumnFilter, 'field'>>) => void;
}

/**
 * A column's filter behind a small button in its header: the mode, by its full name, and the
 * text, in a popover. The header keeps the column's width for its figures, and the modes read
 * whole whatever the column's width.
 */
export function ColumnFilterButton({ column, filter, onChange }: Props) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const active = !!filter?.value;
  const name = translate('dataTable.filterOn', { column });
  return (
    <>
      <Tooltip title={name}>
        <IconButton
          size="small"
          aria-label={name}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? panelId : undefined}
          aria-pressed={active}
          color={active ? 'primary' : 'default'}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ ml: 0.25, p: 0.5, opacity: active ? 1 : 0.7 }}
        >
          <FilterListIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-label': name } }}
      >
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            setAnchor(null);
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2, width: 260 }}
        >
          <TextField
            select
            size="small"
            label={translate('dataTable.mode')}
            value={filter?.mode ?? 'contains'}
            onChange={(event) => onChange({ mode: event.target.value as FilterMode })}
          >
            {FILTER_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {translate(`dataTable.modes.${mode}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            autoFocus
            label={translate('dataTable.value')}
            value={filter?.value ?? ''}
            onChange={(event) => onChange({ value: event.target.value })}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Button size="small" disabled={!active} onClick={() => onChange({ value: '' })}>
              {translate('dataTable.clear')}
            </Button>
            <Button size="small" type="submit" variant="contained">
              {translate('dataTable.done')}
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
