import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { useRoleChoices } from './useRoleChoices';
import { messageKey } from '../../providers/translation';

/** Search (q), role and enabled: the filters GET /api/users accepts. */
export function useUserListFilters() {
  const roleChoices = useRoleChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="role"
      source="role"
      label={messageKey('resources.users.fields.role')}
      choices={roleChoices}
      alwaysOn
    />,
    <NullableBooleanInput key="enabled" source="enabled" alwaysOn />,
  ];
}
