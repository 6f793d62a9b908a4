import { useEffect, useState } from 'react';
import { Button, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ROLES } from '../../domain/permissionCatalogue';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

const POLICY_KEY = ['security-policy'];

/**
 * Which roles must sign in with a second factor (issue 35): their users enrol one right after their
 * password, and cannot remove the last.
 */
export function SecondFactorPolicy() {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: POLICY_KEY, queryFn: () => dataProvider.securityPolicy() });
  const [roles, setRoles] = useState<string[]>([]);
  useEffect(() => {
    if (policy.data) setRoles(policy.data.secondFactorRoles);
  }, [policy.data]);
  const save = useMutation({
    mutationFn: () => dataProvider.saveSecurityPolicy({ secondFactorRoles: roles, version: policy.data?.version ?? 0 }),
    onSuccess: (saved) => {
      queryClient.setQueryData(POLICY_KEY, saved);
      notify(messageKey('resources.users.secondFactorPolicy.saved'), { type: 'success' });
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const changed = policy.data && [...roles].sort().join() !== [...policy.data.secondFactorRoles].sort().join();
  return (
    <Stack spacing={1} component="section" aria-labelledby="second-factor-policy" sx={{ p: 2 }}>
      <Typography id="second-factor-policy" variant="h6" component="h2">
        {translate('resources.users.secondFactorPolicy.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.users.secondFactorPolicy.help')}
      </Typography>
      <FormGroup row>
        {ROLES.map((role) => (
          <FormControlLabel
            key={role}
            label={translate(memberKey('roles', role))}
            control={
              <Checkbox
                checked={roles.includes(role)}
                disabled={!policy.data}
                onChange={(event) =>
                  setRoles((current) =>
                    event.target.checked ? [...current, role] : current.filter((each) => each !== role),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={!changed || save.isPending}
        onClick={() => save.mutate()}
      >
        {translate('resources.users.secondFactorPolicy.save')}
      </Button>
    </Stack>
  );
}
