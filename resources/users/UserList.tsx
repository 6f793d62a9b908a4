import { useState } from 'react';
import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { DataTable, FilterButton, List, TopToolbar } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import { formatDateTime } from '../../providers/formatters';
import { StopRowClick } from '../common/StopRowClick';
import { DeleteUserButton } from './DeleteUserButton';
import { EnabledSwitch } from './EnabledSwitch';
import { GeneratedPasswordDialog } from './GeneratedPasswordDialog';
import { RoleChips } from './RoleChips';
import { SendNewPasswordButton } from './SendNewPasswordButton';
import { SetPasswordButton } from './SetPasswordButton';
import type { UserRecord } from './types';
import { UserCreateDialog } from './UserCreateDialog';
import { useUserListFilters } from './UserListFilters';
import { KeyboardDataTableBody } from '../common/dataTable/KeyboardDataTableBody';
import { LIST_ROWS } from '../common/dataTable/RecordTable';

/** The Users tab: search, filters, the table, and the row actions of spec §6. */
export function UserList() {
  const translate = useTranslate();
  const filters = useUserListFilters();
  const [creating, setCreating] = useState(false);
  const [generatedPassword, setGeneratedPassword] = useState<string | null>(null);

  const actions = (
    <TopToolbar>
      <FilterButton />
      <Button startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
        {translate('ra.action.create')}
      </Button>
    </TopToolbar>
  );

  return (
    <>
      <List<UserRecord>
        queryOptions={LIST_ROWS}
        resource="users"
        title={false}
        filters={filters}
        actions={actions}
        sort={{ field: 'email', order: 'ASC' }}
        perPage={25}
        empty={false}
      >
        <DataTable
          aria-label={translate('resources.users.name', { smart_count: 2 })}
          rowClick="edit"
          body={KeyboardDataTableBody}
          bulkActionButtons={false}
        >
          <DataTable.Col source="email" />
          <DataTable.Col source="displayName" />
          <DataTable.Col source="roles" disableSort render={(user: UserRecord) => <RoleChips roles={user.roles} />} />
          <DataTable.Col source="enabled">
            <StopRowClick>
              <EnabledSwitch />
            </StopRowClick>
          </DataTable.Col>
          <DataTable.Col
            source="lastLoginAt"
            render={(user: UserRecord) =>
              user.lastLoginAt ? formatDateTime(user.lastLoginAt) : translate('resources.users.never')
            }
          />
          <DataTable.Col source="actions" label="" disableSort>
            <StopRowClick>
              <SetPasswordButton />
              <SendNewPasswordButton />
              <DeleteUserButton />
            </StopRowClick>
          </DataTable.Col>
        </DataTable>
      </List>
      <UserCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={setGeneratedPassword} />
      <GeneratedPasswordDialog password={generatedPassword} onClose={() => setGeneratedPassword(null)} />
    </>
  );
}
