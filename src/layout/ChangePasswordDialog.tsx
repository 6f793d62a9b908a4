import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { PasswordDialog } from '../../resources/common/PasswordDialog';
import { useGuichetDataProvider } from '../../resources/common/useGuichetDataProvider';
import { messageKey } from '../../providers/translation';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The signed-in user's own password: ChangePasswordV2 receives the new password only (spec §5). */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const dataProvider = useGuichetDataProvider();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: (password: string) => dataProvider.changePassword(password),
    onSuccess: (answer) => {
      if (answer?.status === 'Success') {
        notify(messageKey('messages.CHANGE_PASSWORD_SUCCESS'), { type: 'success' });
        onClose();
      } else {
        notify(answer?.message ?? messageKey('errors.CHANGE_PASSWORD_NOT_ALLOWED'), { type: 'error' });
      }
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  return (
    <PasswordDialog
      open={open}
      title={messageKey('changePassword.title')}
      submitLabel={messageKey('changePassword.submit')}
      isPending={isPending}
      onClose={onClose}
      onSubmit={(password) => mutate(password)}
    />
  );
}
