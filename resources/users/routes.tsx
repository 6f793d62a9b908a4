import { Navigate, Route } from 'react-router-dom';
import { GuardedScreen } from '../common/GuardedScreen';
import { USER_MANAGEMENT_PATH } from './types';
import { UserManagementScreen } from './UserManagementScreen';

/** Spec §2: /apps/usermanagement opens the users tab; the permissions tab is for those who may edit users. */
export const userRoutes = [
  <Route key="usermanagement" path="/usermanagement" element={<Navigate to={USER_MANAGEMENT_PATH} replace />} />,
  <Route
    key="usermanagement-users"
    path="/usermanagement/users"
    element={
      <GuardedScreen action="list" resource="users">
        <UserManagementScreen tab="users" />
      </GuardedScreen>
    }
  />,
  <Route
    key="usermanagement-permissions"
    path="/usermanagement/permissions"
    element={
      <GuardedScreen action="edit" resource="users">
        <UserManagementScreen tab="permissions" />
      </GuardedScreen>
    }
  />,
];
