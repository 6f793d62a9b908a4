import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { session } from '../../providers/session';

interface Props {
  error?: unknown;
}

/**
 * What a render error shows (spec §8): it is reported, and the user goes to /errors, except
 * during a forced logout, whose own page is already on its way.
 */
export function RenderErrorRedirect({ error }: Props) {
  const navigate = useNavigate();
  useEffect(() => {
    console.error('Render error', error);
    if (!session.isForcedLogout()) navigate('/errors', { replace: true });
  }, [error, navigate]);
  return null;
}
