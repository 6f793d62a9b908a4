import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ChangeLine, ShownValue } from '../../domain/controls';
import { formatCad } from '../../providers/formatters';
import { memberKey, useTranslate } from '../../providers/translation';

/** A value as the change shows it: money in dollars, a list one item a line, nothing as a dash. */
function Shown({ value }: { value: ShownValue }) {
  const translate = useTranslate();
  if (value === null) return <>—</>;
  if ('money' in value) return <>{formatCad(value.money)}</>;
  if ('list' in value)
    return (
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value.list.join('\n') || '—'}
      </Typography>
    );
  // A loan's status, yes and no: said in the reader's words where the product has them.
  const text = value.text;
  if (text === 'true' || text === 'yes') return <>{translate('resources.approvals.show.yes')}</>;
  if (text === 'false' || text === 'no') return <>{translate('resources.approvals.show.no')}</>;
  return <>{translate(memberKey('resources.loans.status', text), { _: text })}</>;
}

/** The change line by line: each item as it is now, and as it will be once approved. */
export function ChangeLines({ lines }: { lines: ChangeLine[] }) {
  const translate = useTranslate();
  const label = (field: string) =>
    translate(memberKey('resources.approvals.changeFields', field), {
      _: translate(memberKey('resources.customers.fields', field), { _: field }),
    });
  return (
    <Table size="small" aria-label={translate('resources.approvals.show.changes')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('resources.approvals.show.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('resources.approvals.show.now')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('resources.approvals.show.after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.field}>
            <TableCell component="th" scope="row">
              {label(line.field)}
            </TableCell>
            <TableCell>
              <Shown value={line.now} />
            </TableCell>
            <TableCell>
              <Shown value={line.after} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
