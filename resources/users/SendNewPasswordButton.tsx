import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { messageKey } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { ConfirmedUserActionButton } from './ConfirmedUserActionButton';

/** After a confirmation, the server makes a new password and emails it to the user. */
export function SendNewPasswordButton() {
  const dataProvider = useGuichetDataProvider();
  return (
    <ConfirmedUserActionButton
      label={messageKey('resources.users.actions.sendNewPassword')}
      confirm={messageKey('resources.users.actions.sendNewPasswordConfirm')}
      icon={<ForwardToInboxIcon />}
      act={(userId) => dataProvider.sendNewPassword(userId)}
      done={messageKey('messages.PASSWORD_SENT')}
    />
  );
}
