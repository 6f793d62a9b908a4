import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { CanAccess, Loading } from 'react-admin';

/** react-admin's access-denied page (the app's own redirect home, with a warning). */
const denied = <Navigate to="/apps/access-denied" replace />;

/**
 * A custom route's screen, shown only to whom the abilities allow (the same check as the menu);
 * others land on the access-denied page.
 */
export function GuardedScreen({
  action,
  resource,
  children,
}: {
  action: string;
  resource: string;
  children: ReactNode;
}) {
  return (
    <CanAccess action={action} resource={resource} loading={<Loading />} accessDenied={denied}>
      {children}
    </CanAccess>
  );
}
