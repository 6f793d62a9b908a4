import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate, type MessageKey } from '../../providers/translation';

interface Props {
  title: MessageKey;
  subtitle?: MessageKey;
  children?: ReactNode;
  /** Wider for a page with more to show (the profile). */
  maxWidth?: number;
}

/** The card every bare page shows: a translated title, an optional line under it, the content. */
export function GuestCard({ title, subtitle, children, maxWidth = 420 }: Props) {
  const translate = useTranslate();
  return (
    <Card sx={{ width: '100%', maxWidth }} elevation={3}>
      <CardContent sx={{ p: 4 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(subtitle)}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
