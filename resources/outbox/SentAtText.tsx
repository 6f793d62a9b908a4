import { useRecordContext } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import { formatDateTime } from '../../providers/formatters';
import type { OutboxRecord } from '../../domain/outbox';

/** When a kept email finally went out, or "Not sent". */
export function SentAtText() {
  const mail = useRecordContext<OutboxRecord>();
  const translate = useTranslate();
  if (!mail) return null;
  return <>{mail.sentAt ? formatDateTime(mail.sentAt) : translate('resources.outbox.notSent')}</>;
}
