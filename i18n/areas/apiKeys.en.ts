import type { apiKeysFr } from './apiKeys.fr';
import type { DeepStringShape } from '../types';

export const apiKeysEn: DeepStringShape<typeof apiKeysFr> = {
  errors: {
    API_KEY_NAME_TAKEN: 'A key with this name already exists',
    API_KEY_ALREADY_INACTIVE: 'The key “%{name}” is already deactivated, and a deactivated key stays so',
    API_KEY_MISSING: 'API key missing: send it in the X-Api-Key header',
    API_KEY_INVALID: 'Unknown or malformed API key',
    API_KEY_INACTIVE: 'This API key was deactivated; ask the administrator for a new one',
    INTAKE_RATE_LIMITED: 'Too many requests with this key (%{max} a minute); try again in %{seconds} s',
    INTAKE_KEYS_REFUSED: 'Too many refused keys from this address (%{max} a minute); try again in %{seconds} s',
  },
  messages: {
    API_KEY_CREATED: 'Key created',
    API_KEY_DEACTIVATED: 'Key deactivated',
  },
  resources: {
    'api-keys': {
      name: 'API key |||| API keys',
      title: 'API keys',
      intro:
        'A website sends loan requests with a key in the X-Api-Key header. Each key is shown once only, when it is created.',
      fields: {
        name: 'Name',
        prefix: 'Key starts with',
        status: 'Status',
        createdAt: 'Created',
        createdByName: 'Created by',
        lastUsedAt: 'Last used',
        deactivatedAt: 'Deactivated',
      },
      status: {
        ACTIVE: 'Active',
        INACTIVE: 'Inactive',
      },
      neverUsed: 'Never',
      empty: 'No API keys',
      noAccess: 'You do not have access to API keys. Contact the administrator if needed.',
      loading: 'Loading keys…',
      actions: 'Actions',
      create: {
        button: 'New key',
        title: 'New API key',
        help: 'A name that says where the key is used, for example “Main website”.',
        submit: 'Create key',
      },
      created: {
        title: 'Key “%{name}” created',
        onlyOnce:
          'Copy this key now: it will never be shown again. If it is lost, deactivate it and create another one.',
        value: 'Key',
        copy: 'Copy the key',
        copied: 'Key copied',
        close: 'I have copied the key',
      },
      deactivate: {
        button: 'Deactivate',
        buttonFor: 'Deactivate the key “%{name}”',
        title: 'Deactivate the key “%{name}”?',
        body: 'Calls made with this key will be refused at once. Deactivation is permanent: the key cannot be reactivated.',
        confirm: 'Deactivate for good',
      },
    },
  },
  auditActions: {
    api_key: {
      created: 'API key created',
      deactivated: 'API key deactivated',
      'request-received': 'Request received with this API key',
    },
    intake: {
      'customer-created': 'Customer created by the website',
      'request-created': 'Request received from the website',
    },
  },
};
