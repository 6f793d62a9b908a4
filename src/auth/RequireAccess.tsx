import type { ReactNode } from 'react';
import { CanAccess, Loading } from 'react-admin';
import { AccessDeniedRedirect } from './AccessDeniedRedirect';

interface Props {
  action: string;
  resource: string;
  children: ReactNode;
}

/** Guards a custom route with authProvider.canAccess, as react-admin guards resource pages. */
export const RequireAccess = ({ action, resource, children }: Props) => (
  <CanAccess action={action} resource={resource} loading={<Loading />} accessDenied={<AccessDeniedRedirect />}>
    {children}
  </CanAccess>
);
