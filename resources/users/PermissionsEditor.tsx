import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { EditBase, SaveButton, useGetList, useNotify } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, messageKey } from '../../providers/translation';
import { PermissionsMatrixInput } from './PermissionsMatrixInput';
import type { UserRecord } from './types';
import { LIST_ROWS } from '../common/dataTable/RecordTable';

/** The Permissions tab: pick a user, tick their permissions, save (PUT permissions + version). */
export function PermissionsEditor() {
  const translate = useTranslate();
  const notify = useNotify();
  const [userId, setUserId] = useState<number | null>(null);
  const { data: users = [], isPending } = useGetList<UserRecord>('users', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'email', order: 'ASC' },
    meta: LIST_ROWS.meta,
  });

  return (
    <Box sx={{ p: 2 }}>
      <Autocomplete
        options={users}
        loading={isPending}
        value={users.find((user) => user.id === userId) ?? null}
        onChange={(_event, user) => setUserId(user?.id ?? null)}
        getOptionLabel={(user) => (user.displayName ? `${user.displayName} <${user.email}>` : user.email)}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => (
          <TextField {...params} label={translate('resources.users.permissionsEditor.pickUser')} />
        )}
        sx={{ maxWidth: 480, mb: 2 }}
      />
      {userId === null ? (
        <Typography color="text.secondary">{translate('resources.users.permissionsEditor.noUser')}</Typography>
      ) : (
        <EditBase<UserRecord>
          key={userId}
          resource="users"
          id={userId}
          mutationMode="pessimistic"
          redirect={false}
          // Only what this tab edits; `version` lets the server refuse a stale matrix (409).
          transform={(user) => ({ permissions: user.permissions, version: user.version })}
          mutationOptions={{ onSuccess: () => notify(messageKey('messages.PERMISSIONS_SAVED'), { type: 'success' }) }}
        >
          <Form>
            <Box sx={{ overflowX: 'auto' }}>
              <PermissionsMatrixInput />
            </Box>
            <SaveButton label={messageKey('resources.users.permissionsEditor.save')} sx={{ mt: 2 }} />
          </Form>
        </EditBase>
      )}
    </Box>
  );
}
