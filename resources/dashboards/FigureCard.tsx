import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
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

/** A titled panel holding a chart or a short list, and what acts on it beside its title. */
export function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: '1 1 auto' }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
