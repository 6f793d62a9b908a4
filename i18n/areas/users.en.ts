import type { usersFr } from './users.fr';
import type { DeepStringShape } from '../types';

export const usersEn: DeepStringShape<typeof usersFr> = {
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        id: 'Id',
        q: 'Search',
        email: 'Email',
        displayName: 'Display name',
        roles: 'Roles',
        role: 'Role',
        permissions: 'Permissions',
        enabled: 'Enabled',
        language: 'Language',
        isSystemAdmin: 'System administrator',
        createdAt: 'Created',
        updatedAt: 'Updated',
        lastLoginAt: 'Last login',
        password: 'Password',
        passwordConfirm: 'Confirm password',
      },
      tabs: {
        users: 'Users',
        permissions: 'Permissions',
      },
      title: 'User management',
      edit: 'Edit %{name}',
      never: 'Never',
      create: {
        title: 'New user',
        submit: 'Create',
        noRole:
          'Without a role this user will see only “Change password” and “Log out”: choose at least one role for them to work.',
      },
      generatedPassword: {
        title: 'Generated password',
        onlyOnce: 'The generated password is shown only once',
        copy: 'Copy',
        close: 'I have noted the password',
      },
      secondFactorPolicy: {
        title: 'Second factor',
        help: 'The roles checked sign in with a second factor (an authenticator app): their users enrol one right after their password.',
        save: 'Save',
        saved: 'Roles held to a second factor saved',
      },
      actions: {
        enable: 'Enable',
        disable: 'Disable',
        setPassword: 'Set a password',
        sendNewPassword: 'Send a new password',
        sendNewPasswordConfirm: 'Send a new password by email to %{email}?',
        resetSecondFactors: 'Reset the second factor',
        endSessions: 'End all sessions',
        endSessionsConfirm: 'Sign %{email} out everywhere now? Their open pages are signed out at once.',
        resetSecondFactorsConfirm:
          "Remove %{email}'s authenticator app and recovery codes? They will be told by email and must enrol a new one if their role requires it.",
        deleteConfirmTitle: 'Delete the user',
        deleteConfirm: 'Permanently delete %{email}?',
      },
      applyPreset: {
        message: 'The role changed. Do you want to apply the default permissions of this role?',
        apply: "Apply the role's default permissions",
      },
      permissionsEditor: {
        pickUser: 'Choose a user',
        noUser: 'Choose a user to edit their permissions.',
        save: 'Save the permissions',
        subject: 'Subject',
      },
      history: {
        title: 'History',
        empty: 'No change recorded',
        at: 'Date',
        actor: 'By',
        action: 'Action',
        changes: 'Changes',
        system: 'System',
      },
    },
  },
};
