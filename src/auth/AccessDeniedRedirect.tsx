import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { messageKey } from '../../providers/translation';
import { currentLandingPath } from './landing';

/** A signed-in user without the ability a screen needs is sent to their landing screen with a warning. */
export function AccessDeniedRedirect() {
  const notify = useNotify();
  const navigate = useNavigate();
  useEffect(() => {
    notify(messageKey('pages.accessDenied'), { type: 'warning' });
    navigate(currentLandingPath(), { replace: true });
  }, [notify, navigate]);
  return null;
}
