import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslate, type MessageKey, messageKey } from '../../providers/translation';
import { GuestCard } from './GuestCard';

interface Props {
  title: MessageKey;
  subtitle: MessageKey;
  /** A button under the text: its label key and where it leads. */
  action?: { label: MessageKey; to: string };
}

/** A bare page that only says something: errors, maintenance, not found, coming soon. */
export function MessagePage({ title, subtitle, action }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <GuestCard title={title} subtitle={subtitle}>
      {action && (
        <Button variant="contained" onClick={() => navigate(action.to)}>
          {translate(action.label)}
        </Button>
      )}
    </GuestCard>
  );
}

/** Spec §2: "Something went wrong / Please try again in a few minutes / Go back". */
export const ErrorsPage = () => (
  <MessagePage
    title={messageKey('pages.errors.title')}
    subtitle={messageKey('pages.errors.subtitle')}
    action={{ label: messageKey('pages.errors.back'), to: '/' }}
  />
);

export const MaintenancePage = () => (
  <MessagePage title={messageKey('pages.maintenance.title')} subtitle={messageKey('pages.maintenance.subtitle')} />
);

export const NotFoundPage = () => (
  <MessagePage
    title={messageKey('pages.notFound.title')}
    subtitle={messageKey('pages.notFound.subtitle')}
    action={{ label: messageKey('pages.notFound.back'), to: '/' }}
  />
);

export const ComingSoonPage = () => (
  <MessagePage title={messageKey('pages.comingSoon.title')} subtitle={messageKey('pages.comingSoon.subtitle')} />
);
