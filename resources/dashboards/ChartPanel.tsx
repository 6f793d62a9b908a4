import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import BarChartIcon from '@mui/icons-material/BarChart';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from '../../providers/translation';
import { SCREEN_READER_ONLY } from '../common/screenReaderOnly';
import { Panel } from './FigureCard';

export type FigureColumn<Row> = { label: string; value: (row: Row) => ReactNode };

/**
 * A chart's panel with the figures it draws (WCAG 1.1.1): the drawing is hidden from screen
 * readers, which read the figures as a table named after the panel; a button in the panel's title
 * shows that table in the chart's place, for anyone who would rather read numbers than bars.
 */
export function ChartPanel<Row>({
  title,
  rows,
  rowHeader,
  columns,
  children,
}: {
  title: string;
  rows: Row[];
  /** The first column, naming each row (a month, a status). */
  rowHeader: FigureColumn<Row>;
  /** The figures, right-aligned. */
  columns: FigureColumn<Row>[];
  /** The chart. */
  children: ReactNode;
}) {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const toggle = rows.length > 0 && (
    <Button
      size="small"
      aria-controls={tableId}
      aria-pressed={asTable}
      startIcon={asTable ? <BarChartIcon /> : <TableChartIcon />}
      onClick={() => setAsTable(!asTable)}
    >
      {translate('resources.dashboards.showFigures')}
    </Button>
  );
  return (
    <Panel title={title} action={toggle}>
      {rows.length === 0 ? (
        children
      ) : (
        <>
          {!asTable && <Box aria-hidden>{children}</Box>}
          <Box sx={asTable ? { maxHeight: 360, overflow: 'auto' } : SCREEN_READER_ONLY}>
            <Table size="small" id={tableId}>
              <Box component="caption" sx={SCREEN_READER_ONLY}>
                {title}
              </Box>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{rowHeader.label}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.label} scope="col" align="right">
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={index}>
                    <TableCell component="th" scope="row">
                      {rowHeader.value(row)}
                    </TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.label} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {column.value(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Panel>
  );
}
