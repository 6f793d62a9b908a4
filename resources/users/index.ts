import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/ManageAccounts';
import { USER_MANAGEMENT_PATH } from './types';
import { UserEdit } from './UserEdit';

export { userRoutes } from './routes';

/** The resource's own list URL (/apps/users, where react-admin returns after an edit) leads to the screen. */
const UsersListRedirect = () => createElement(Navigate, { to: USER_MANAGEMENT_PATH, replace: true });

export const users = {
  list: UsersListRedirect,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
