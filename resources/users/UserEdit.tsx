import { lazy, Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import {
  BooleanInput,
  CheckboxGroupInput,
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { useAwaitingApproval } from '../common/awaitingApproval';
import { ApplyRolePresetNotice } from './ApplyRolePresetNotice';
import { withScreenWords } from '../../providers/screenWords';
import { DeleteUserButton } from './DeleteUserButton';
import { EndSessionsButton } from './EndSessionsButton';
import { PermissionsMatrixInput } from './PermissionsMatrixInput';
import { ResetSecondFactorsButton } from './ResetSecondFactorsButton';
import { SendNewPasswordButton } from './SendNewPasswordButton';
import { SetPasswordButton } from './SetPasswordButton';
import { USER_MANAGEMENT_PATH, type UserRecord } from './types';
import { UserHistoryPanel } from './UserHistoryPanel';
import { useRoleChoices } from './useRoleChoices';
import { validateDisplayName } from './validators';

// The sessions' words come with the panel (the account-security area), not with every user screen.
const UserSessionsPanel = lazy(
  withScreenWords('secondFactor', () =>
    import('../sessions/UserSessionsPanel').then((m) => ({ default: m.UserSessionsPanel })),
  ),
);

const UserTitle = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  return <>{translate('resources.users.edit', { name: record?.displayName || record?.email || '' })}</>;
};

const EditActions = () => (
  <TopToolbar>
    <ListButton />
    <SetPasswordButton />
    <SendNewPasswordButton />
    <ResetSecondFactorsButton />
    <EndSessionsButton />
  </TopToolbar>
);

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteUserButton navigateTo={USER_MANAGEMENT_PATH} variant="button" />
  </Toolbar>
);

/** Display name, roles (with the role's defaults on offer), enabled, permissions, then the history. */
export function UserEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const roleChoices = useRoleChoices();
  const awaitingApproval = useAwaitingApproval();

  return (
    <Edit<UserRecord>
      title={<UserTitle />}
      actions={<EditActions />}
      // The server checks `version`: a stale save gets 409 and the message asks to reload.
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(messageKey('messages.USER_SAVED'), { type: 'success' });
          navigate(USER_MANAGEMENT_PATH);
        },
        // Roles or permissions under four eyes: the change waits for a second person.
        onError: (error: Error) => {
          if (awaitingApproval(error)) navigate(USER_MANAGEMENT_PATH);
          else notify(error.message, { type: 'error' });
        },
      }}
    >
      <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <TextInput source="email" disabled />
        <TextInput source="displayName" validate={validateDisplayName} />
        <CheckboxGroupInput source="roles" choices={roleChoices} />
        <ApplyRolePresetNotice />
        <BooleanInput source="enabled" />
        <Box sx={{ width: '100%', overflowX: 'auto' }}>
          <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
            {translate('resources.users.fields.permissions')}
          </Typography>
          <PermissionsMatrixInput />
        </Box>
      </SimpleForm>
      <Suspense fallback={null}>
        <UserSessionsPanel />
      </Suspense>
      <UserHistoryPanel />
    </Edit>
  );
}
