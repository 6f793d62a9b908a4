import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate, type MessageKey, messageKey } from '../../providers/translation';

interface Props {
  title: MessageKey;
  text: MessageKey;
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

/** The landing page of a user who may open no screen yet (auth/landing.ts). */
export const WelcomeInLayout = () => (
  <LayoutPlaceholder title={messageKey('pages.welcome.title')} text={messageKey('pages.welcome.noRole')} />
);
