import { useNotify } from 'react-admin';
import { isAwaitingApproval } from '../../providers/httpClient';

/**
 * A save that went under four eyes (issue 35) is not a failure: the user is told it waits for a
 * second person (info, not error). Answers whether the error was that; the caller handles the rest.
 */
export function useAwaitingApproval() {
  const notify = useNotify();
  return (error: unknown): boolean => {
    if (!isAwaitingApproval(error)) return false;
    notify(error.message, { type: 'info', autoHideDuration: 8000 });
    return true;
  };
}
