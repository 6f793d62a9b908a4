import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { messageKey } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { ConfirmedUserActionButton } from './ConfirmedUserActionButton';

/** After a confirmation, the user's second factors are removed (a lost phone), the user told by email (issue 35). */
export function ResetSecondFactorsButton() {
  const dataProvider = useGuichetDataProvider();
  return (
    <ConfirmedUserActionButton
      label={messageKey('resources.users.actions.resetSecondFactors')}
      confirm={messageKey('resources.users.actions.resetSecondFactorsConfirm')}
      icon={<PhonelinkEraseIcon />}
      act={(userId) => dataProvider.resetSecondFactors(userId)}
      done={messageKey('messages.SECOND_FACTORS_RESET')}
    />
  );
}
