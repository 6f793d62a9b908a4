import { Notification } from 'react-admin';

/** Spec §8: toasts at the top centre, hidden after 6 seconds. */
export const AppNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={6000} />
);
