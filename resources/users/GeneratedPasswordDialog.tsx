import { useTranslate, messageKey } from '../../providers/translation';
import { ShownOnceSecretDialog } from '../common/ShownOnceSecretDialog';

interface Props {
  password: string | null;
  onClose: () => void;
}

/** The password the server generated for a new user: shown this once, with a copy button (spec §5). */
export function GeneratedPasswordDialog({ password, onClose }: Props) {
  const translate = useTranslate();
  return (
    <ShownOnceSecretDialog
      open={password !== null}
      value={password ?? ''}
      title={translate('resources.users.generatedPassword.title')}
      warning={translate('resources.users.generatedPassword.onlyOnce')}
      label={translate('resources.users.fields.password')}
      copyLabel={translate('resources.users.generatedPassword.copy')}
      closeLabel={translate('resources.users.generatedPassword.close')}
      copiedMessage={messageKey('messages.COPIED')}
      testId="generated-password"
      maxWidth="xs"
      onClose={onClose}
    />
  );
}
