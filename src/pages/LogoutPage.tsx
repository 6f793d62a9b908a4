import { useEffect } from 'react';
import { useLogout } from 'react-admin';

/** /logout: signs out (revoking the refresh token), then goes to / (spec §2). */
export function LogoutPage() {
  const logout = useLogout();
  useEffect(() => {
    void logout({}, '/', false);
  }, [logout]);
  return null;
}
