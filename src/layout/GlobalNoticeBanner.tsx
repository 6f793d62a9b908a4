import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import type { GlobalNotice } from '../../domain/notifications';
import { useGuichetDataProvider } from '../../resources/common/useGuichetDataProvider';
import { globalNoticesKey } from '../../resources/notifications/notificationKeys';
import { closedNoticeIds, rememberClosedNotice } from './closedGlobalNotices';

/** The live channel announces every publication; a notice whose start comes later is found by this read. */
const REREAD_MS = 5 * 60_000;

/** The notices showing now, each in the reader's language, until they close it (at the top of every screen). */
export function GlobalNoticeBanner() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useGuichetDataProvider();
  const [closed, setClosed] = useState(closedNoticeIds);
  const { data: notices = [] } = useQuery<GlobalNotice[]>({
    queryKey: globalNoticesKey,
    queryFn: () => dataProvider.activeGlobalNotices(),
    refetchInterval: REREAD_MS,
  });
  const now = Date.now();
  const shown = notices.filter(
    (notice) => !closed.includes(notice.id) && Date.parse(notice.startsAt) <= now && Date.parse(notice.endsAt) > now,
  );
  if (shown.length === 0) return null;

  return (
    <Stack spacing={1} sx={{ mt: 1 }} role="region" aria-label={translate('resources.globalNoticeBanner.label')}>
      {shown.map((notice) => (
        <Alert
          key={notice.id}
          severity="info"
          variant="filled"
          data-testid="global-notice"
          onClose={() => setClosed(rememberClosedNotice(notice.id))}
          closeText={translate('resources.globalNoticeBanner.close')}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {locale === 'en' ? notice.messageEn : notice.messageFr}
        </Alert>
      ))}
    </Stack>
  );
}
