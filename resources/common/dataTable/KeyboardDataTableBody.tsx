import { forwardRef, memo, type KeyboardEvent } from 'react';
import { DataTableBody, DataTableRow, type DataTableBodyProps, type DataTableRowProps } from 'react-admin';

/** Enter on a focused row does what a click on it does (opens the record, as `rowClick` says). */
function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  // A button or link inside the row handles its own Enter.
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  event.currentTarget.click();
}

/** A row that takes focus with Tab, so a list can be worked without a mouse. */
const KeyboardRow = memo(
  forwardRef<HTMLTableRowElement, DataTableRowProps>(function KeyboardRow(props, ref) {
    return <DataTableRow ref={ref} tabIndex={0} onKeyDown={openOnEnter} {...props} />;
  }),
);

/**
 * The body of every list whose rows open a record: `<DataTable body={KeyboardDataTableBody}>`.
 * The focused row is outlined as links are.
 */
export function KeyboardDataTableBody(props: DataTableBodyProps) {
  return (
    <DataTableBody
      {...props}
      row={KeyboardRow}
      sx={{ '& > tr:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
    />
  );
}
