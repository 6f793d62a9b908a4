import { Alert, Button } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from '../../providers/translation';
import { presetFor } from '../../domain/permissions';

/**
 * Changing a user's role does not touch their permissions by itself; this offers to replace them
 * with the new role's defaults (the shared ROLE_PRESETS).
 */
export function ApplyRolePresetNotice() {
  const translate = useTranslate();
  const { setValue, formState } = useFormContext();
  const roles: string[] = useWatch({ name: 'roles' }) ?? [];
  const initialRoles: string[] = formState.defaultValues?.roles ?? [];
  const changed = [...roles].sort().join(',') !== [...initialRoles].sort().join(',');
  if (!changed) return null;

  return (
    <Alert
      severity="info"
      sx={{ my: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => setValue('permissions', presetFor(roles), { shouldDirty: true })}
        >
          {translate('resources.users.applyPreset.apply')}
        </Button>
      }
    >
      {translate('resources.users.applyPreset.message')}
    </Alert>
  );
}
