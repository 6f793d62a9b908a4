import { Card, CardContent, Stack, Tab, Tabs, Alert } from '@mui/material';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Loading, ShowBase, Title, useShowContext } from 'react-admin';
import type { LoanRecord } from '../../providers/loanWire';
import { useTranslate, messageKey, memberKey } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { LoanFigures } from './LoanFigures';
import { LoanHeader } from './LoanHeader';
import { AwaitingDepositNotice } from './AwaitingDepositNotice';
import { LoanLedgerTab } from './LoanLedgerTab';
import { LoanLogsTab } from './LoanLogsTab';
import { LOAN_TABS, loanTabOf, type LoanTab } from './loanPaths';
import { LoanPaymentInfoTab } from './LoanPaymentInfoTab';
import { LoanScheduleTab } from './LoanScheduleTab';

const NOT_FOUND = '/pages/errors/error-404';

/** The screen once ShowBase has read the loan: every part below reads it from the record context. */
function LoanScreen() {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  const { record: loan, error, isPending } = useShowContext<LoanRecord>();
  if (isPending) return <Loading loadingSecondary={messageKey('resources.loans.loading')} />;
  if ((error as { status?: number } | null)?.status === 404) return <Navigate to={NOT_FOUND} replace />;
  if (!loan)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {errorText(error)}
      </Alert>
    );

  const tab = loanTabOf(searchParams.get('tab'));
  const openTab = (next: LoanTab) => setSearchParams(next === 'schedule' ? {} : { tab: next }, { replace: true });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('resources.loans.title', { number: loan.loanNumber })} />
      <LoanHeader />
      <AwaitingDepositNotice />
      <Card>
        <CardContent>
          <LoanFigures />
        </CardContent>
      </Card>
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: LoanTab) => openTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('resources.loans.tabs.label')}
        >
          {LOAN_TABS.map((name) => (
            <Tab key={name} value={name} label={translate(memberKey('resources.loans.tabs', name))} />
          ))}
        </Tabs>
        {tab === 'schedule' && <LoanScheduleTab />}
        {tab === 'ledger' && <LoanLedgerTab />}
        {tab === 'logs' && <LoanLogsTab loanId={loan.id} />}
        {tab === 'paymentInfo' && <LoanPaymentInfoTab />}
      </Card>
    </Stack>
  );
}

/** /apps/loans/:id (spec §2): one loan, its figures, its schedule, ledger, logs and payment info, and its dialogs. */
export function LoanDetail() {
  const { id } = useParams<{ id: string }>();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={NOT_FOUND} replace />;
  // Keyed: another loan's screen starts from its own state (tab, open dialog).
  return (
    <ShowBase<LoanRecord>
      key={id}
      resource="loans"
      id={Number(id)}
      redirectOnError={false}
      // The screen says what went wrong itself (a 404 goes to the not-found page), without a toast.
      queryOptions={{ refetchOnWindowFocus: false, onError: () => undefined }}
    >
      <LoanScreen />
    </ShowBase>
  );
}
