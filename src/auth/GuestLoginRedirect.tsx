import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { session } from '../../providers/session';

interface NextLocation {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * react-admin's login page: the real one lives outside the admin's basename, at /login. The path
 * the guard refused is remembered so the user lands there after signing in (spec §6).
 */
export function GuestLoginRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const next = location.state as NextLocation | null;
    if (next?.nextPathname?.startsWith('/apps/')) session.rememberNextPath(next.nextPathname + (next.nextSearch ?? ''));
    navigate('/login', { replace: true });
  }, [location.state, navigate]);
  return null;
}
