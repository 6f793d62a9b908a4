import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { CheckboxGroupInput, CreateBase, SaveButton, TextInput, useNotify, useRefresh } from 'react-admin';
import { Form } from '../common/Form';
import { useTranslate, messageKey } from '../../providers/translation';
import type { CreatedUser } from './types';
import { useRoleChoices } from './useRoleChoices';
import { validateDisplayName, validateEmail } from './validators';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The server's generated password, to show once. */
  onCreated: (password: string | null) => void;
}

/** Said as soon as every role is unticked: a user without one can do nothing but leave. */
function NoRoleWarning() {
  const translate = useTranslate();
  const roles = useWatch<{ roles?: string[] }, 'roles'>({ name: 'roles' });
  if (roles && roles.length > 0) return null;
  return (
    <Alert severity="warning" data-testid="user-no-role">
      {translate('resources.users.create.noRole')}
    </Alert>
  );
}

/** Email, display name and roles; the server gives the role's default permissions and a password. */
export function UserCreateDialog({ open, onClose, onCreated }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const roleChoices = useRoleChoices();

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-create-title">
      <CreateBase<CreatedUser>
        resource="users"
        redirect={false}
        mutationOptions={{
          onSuccess: (user) => {
            notify(messageKey('messages.USER_CREATED'), { type: 'success' });
            refresh();
            onClose();
            onCreated(user.generatedPassword ?? null);
          },
        }}
      >
        <Form defaultValues={{ email: '', displayName: '', roles: ['user'] }}>
          <DialogTitle id="user-create-title">{translate('resources.users.create.title')}</DialogTitle>
          <DialogContent>
            <TextInput source="email" type="email" validate={validateEmail} autoFocus isRequired />
            <TextInput source="displayName" validate={validateDisplayName} />
            <CheckboxGroupInput source="roles" choices={roleChoices} />
            <NoRoleWarning />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={messageKey('resources.users.create.submit')} />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
}
