import { memo, useCallback, type MouseEvent } from 'react';
import { Checkbox } from '@mui/material';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
} from 'react-admin';
import { useTranslate } from '../../providers/translation';

/**
 * react-admin 5.15's row checkbox (ra-ui-materialui's list/datatable/SelectRowCheckbox), with its
 * name on the checkbox itself: react-admin puts `aria-label` on Material UI's wrapping span, so the
 * input a screen reader lands on has no name (axe: `label`, `aria-prohibited-attr`). vite.config.ts
 * puts this module in place of react-admin's; the rest is react-admin's behaviour, unchanged.
 */
export const SelectRowCheckbox = memo(() => {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) throw new Error('SelectRowTableCell can only be used within a RecordContext');
  const selectable = !isRowSelectable || isRowSelectable(record);
  const selected = selectedIds?.includes(record.id);
  const handleToggleSelection = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (!selectable || !handleToggleItem) return;
      handleToggleItem(record.id, event);
      event.stopPropagation();
    },
    [record.id, handleToggleItem, selectable],
  );
  return (
    <Checkbox
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
      color="primary"
      className={`select-item ${DataTableClasses.checkbox}`}
      checked={selectable && selected}
      onClick={handleToggleSelection}
      disabled={!selectable}
    />
  );
});

SelectRowCheckbox.displayName = 'SelectRowTableCell';
