import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate, type MessageKey } from '../../providers/translation';

interface Props {
  title: MessageKey;
  subtitle?: MessageKey;
  children?: ReactNode;
}

/** The card every bare page shows: a translated title, an optional line under it, the content. */
export function GuestCard({ title, subtitle, children }: Props) {
  const translate = useTranslate();
  return (
    <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
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
