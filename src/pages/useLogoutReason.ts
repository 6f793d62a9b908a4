import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { session } from '../../providers/session';

/**
 * Why the last session ended (spec §8: 'access_token expired', 'Invalid access_token', …), told
 * once on the login page. A forced logout's message belongs to /forcelogout instead.
 */
export function useLogoutReason(when: boolean) {
  const notify = useNotify();
  useEffect(() => {
    if (!when || session.isForcedLogout()) return;
    const reason = session.getLogoutMessage();
    if (!reason) return;
    session.setLogoutMessage(null);
    notify(reason, { type: 'warning' });
  }, [when, notify]);
}
