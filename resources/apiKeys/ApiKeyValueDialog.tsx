import { useTranslate, messageKey } from '../../providers/translation';
import type { CreatedApiKey } from '../../domain/apiKeys';
import { ShownOnceSecretDialog } from '../common/ShownOnceSecretDialog';

interface Props {
  created: CreatedApiKey;
  onClose: () => void;
}

/** The new key's value, shown this once (the server keeps only its hash). */
export function ApiKeyValueDialog({ created, onClose }: Props) {
  const translate = useTranslate();
  return (
    <ShownOnceSecretDialog
      open
      value={created.value}
      title={translate('resources.api-keys.created.title', { name: created.name })}
      warning={translate('resources.api-keys.created.onlyOnce')}
      label={translate('resources.api-keys.created.value')}
      copyLabel={translate('resources.api-keys.created.copy')}
      closeLabel={translate('resources.api-keys.created.close')}
      copiedMessage={messageKey('resources.api-keys.created.copied')}
      testId="api-key-value"
      onClose={onClose}
    />
  );
}
