import { useTranslate } from '../../providers/translation';
import { ROLES } from '../../domain/permissions';

/** The roles of the shared catalogue with their translated names, for inputs and filters. */
export function useRoleChoices() {
  const translate = useTranslate();
  return ROLES.map((role) => ({ id: role, name: translate(`roles.${role}`) }));
}
