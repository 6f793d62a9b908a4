import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { messageKey } from '../../providers/translation';

export const HOME_PATH = '/apps/requests/all';

/** A signed-in user without the ability a screen needs is sent home with a warning. */
export function AccessDeniedRedirect() {
  const notify = useNotify();
  const navigate = useNavigate();
  useEffect(() => {
    notify(messageKey('pages.accessDenied'), { type: 'warning' });
    navigate(HOME_PATH, { replace: true });
  }, [notify, navigate]);
  return null;
}
