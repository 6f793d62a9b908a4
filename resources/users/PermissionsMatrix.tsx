import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import {
  normalizePermissions,
  PERMISSION_CATALOGUE,
  permissionKey,
  type Action,
  type Permission,
  type Subject,
} from '../../domain/permissions';

/** Every action some subject has, in the order the catalogue first names it: the matrix columns. */
const ACTIONS: Action[] = [...new Set(PERMISSION_CATALOGUE.flatMap(({ actions }) => actions as readonly Action[]))];

interface Props {
  value: readonly Permission[];
  onChange: (permissions: Permission[]) => void;
  disabled?: boolean;
}

/**
 * Subjects × actions of the shared permission catalogue, one checkbox per permission that exists
 * (a subject without an action has an empty cell). The answer is always in catalogue order.
 */
export function PermissionsMatrix({ value, onChange, disabled = false }: Props) {
  const translate = useTranslate();
  const granted = new Set(value.map(permissionKey));

  const toggle = (permission: Permission, checked: boolean) => {
    const next = checked ? [...value, permission] : value.filter((p) => permissionKey(p) !== permissionKey(permission));
    onChange(normalizePermissions(next));
  };

  return (
    <Table size="small" aria-label={translate('resources.users.fields.permissions')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.users.permissionsEditor.subject')}</TableCell>
          {ACTIONS.map((action) => (
            <TableCell key={action} align="center">
              {translate(`permissions.actions.${action}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {PERMISSION_CATALOGUE.map(({ subject, actions }) => {
          const subjectLabel = translate(`permissions.subjects.${subject}`);
          return (
            <TableRow key={subject} hover>
              <TableCell component="th" scope="row">
                {subjectLabel}
              </TableCell>
              {ACTIONS.map((action) => {
                if (!(actions as readonly Action[]).includes(action)) return <TableCell key={action} />;
                const permission = { Action: action, Subject: subject as Subject };
                return (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Checkbox
                      checked={granted.has(permissionKey(permission))}
                      disabled={disabled}
                      onChange={(event) => toggle(permission, event.target.checked)}
                      slotProps={{
                        input: { 'aria-label': `${subjectLabel} — ${translate(`permissions.actions.${action}`)}` },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
