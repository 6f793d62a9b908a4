import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { useQueryClient } from '@tanstack/react-query';
import { messageKey } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { ConfirmedUserActionButton } from './ConfirmedUserActionButton';

/** After a confirmation, every session of the user ends: signed out everywhere at once (issue 35). */
export function EndSessionsButton() {
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  return (
    <ConfirmedUserActionButton
      label={messageKey('resources.users.actions.endSessions')}
      confirm={messageKey('resources.users.actions.endSessionsConfirm')}
      icon={<PowerSettingsNewIcon />}
      act={async (userId) => {
        const answer = await dataProvider.endUserSessions(userId);
        await queryClient.invalidateQueries({ queryKey: ['users', userId, 'sessions'] });
        return answer;
      }}
      done={messageKey('messages.SESSIONS_ENDED')}
    />
  );
}
