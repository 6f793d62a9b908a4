import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { GuestCard } from './GuestCard';

interface Props {
  title: string;
  subtitle: string;
  /** A button under the text: its label key and where it leads. */
  action?: { label: string; to: string };
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
    title="pages.errors.title"
    subtitle="pages.errors.subtitle"
    action={{ label: 'pages.errors.back', to: '/' }}
  />
);

export const MaintenancePage = () => (
  <MessagePage title="pages.maintenance.title" subtitle="pages.maintenance.subtitle" />
);

export const NotFoundPage = () => (
  <MessagePage
    title="pages.notFound.title"
    subtitle="pages.notFound.subtitle"
    action={{ label: 'pages.notFound.back', to: '/' }}
  />
);

export const ComingSoonPage = () => <MessagePage title="pages.comingSoon.title" subtitle="pages.comingSoon.subtitle" />;
