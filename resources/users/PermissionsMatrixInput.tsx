import { FormHelperText } from '@mui/material';
import { useInput } from 'react-admin';
import { useTranslate, runtimeKey } from '../../providers/translation';
import type { Permission } from '../../domain/permissions';
import { PermissionsMatrix } from './PermissionsMatrix';

/** The matrix as a react-admin input bound to a record's `permissions`. */
export function PermissionsMatrixInput({ source = 'permissions', disabled }: { source?: string; disabled?: boolean }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<Permission[]>({ source, defaultValue: [] });
  return (
    <>
      <PermissionsMatrix value={field.value ?? []} onChange={field.onChange} disabled={disabled} />
      {fieldState.error?.message && (
        <FormHelperText error>{translate(runtimeKey(fieldState.error.message))}</FormHelperText>
      )}
    </>
  );
}
