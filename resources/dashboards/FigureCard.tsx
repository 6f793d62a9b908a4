import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One figure of a dashboard, clicking through to the list behind it. */
export function FigureCard({
  title,
  value,
  help,
  to,
  fill = true,
}: {
  title: string;
  value: ReactNode;
  help?: ReactNode;
  to: string;
  /** Takes its grid cell's whole height (a row of cards the same height). */
  fill?: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ height: fill ? '100%' : undefined }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" noWrap title={title}>
            {title}
          </Typography>
          <Typography variant="h5" component="p" sx={{ my: 0.5, fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
          {help && (
            <Typography variant="caption" color="text.secondary">
              {help}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A titled panel holding a chart or a short list. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
