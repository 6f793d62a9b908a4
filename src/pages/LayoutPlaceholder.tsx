import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

interface Props {
  title: string;
  text: string;
}

/** A screen inside the layout whose real content comes later: its title and one line. */
function LayoutPlaceholder({ title, text }: Props) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate(text)}</Typography>
      </CardContent>
    </Card>
  );
}

/** Menu targets whose screens are not built yet. */
export const ComingSoonInLayout = () => (
  <LayoutPlaceholder title="pages.comingSoon.title" text="pages.comingSoon.subtitle" />
);
