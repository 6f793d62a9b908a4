import { lazy, Suspense } from 'react';
import { Card, Divider, Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { PermissionsEditor } from './PermissionsEditor';
import { PERMISSIONS_PATH, USER_MANAGEMENT_PATH } from './types';
import { UserList } from './UserList';

type UserManagementTab = 'users' | 'permissions';

// Only with the permissions tab: the signed-in app's first download does not carry it.
const SecondFactorPolicy = lazy(() => import('./SecondFactorPolicy').then((m) => ({ default: m.SecondFactorPolicy })));

/** /apps/usermanagement/users and /apps/usermanagement/permissions: one screen, two tabs (spec §2). */
export function UserManagementScreen({ tab }: { tab: UserManagementTab }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={messageKey('resources.users.title')} />
      <Tabs
        value={tab}
        aria-label={translate('resources.users.title')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="users" label={translate('resources.users.tabs.users')} component={Link} to={USER_MANAGEMENT_PATH} />
        <Tab
          value="permissions"
          label={translate('resources.users.tabs.permissions')}
          component={Link}
          to={PERMISSIONS_PATH}
        />
      </Tabs>
      {tab === 'users' ? (
        <UserList />
      ) : (
        <>
          <Suspense fallback={null}>
            <SecondFactorPolicy />
          </Suspense>
          <Divider />
          <PermissionsEditor />
        </>
      )}
    </Card>
  );
}
