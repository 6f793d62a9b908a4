import { useState } from 'react';
import { Alert, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { Loading, ShowBase, Title, useShowContext } from 'react-admin';
import type { DepositRecord } from '../../providers/depositWire';
import { memberKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { DepositFields } from './DepositFields';
import { DepositHeader } from './DepositHeader';
import { DepositHistory } from './DepositHistory';
import { DepositTransaction } from './DepositTransaction';

const NOT_FOUND = '/pages/errors/error-404';
export type DepositTab = 'deposit' | 'transaction' | 'history';
const TABS: DepositTab[] = ['deposit', 'transaction', 'history'];

function DepositScreen({ tab, onTab }: { tab: DepositTab; onTab: (tab: DepositTab) => void }) {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const { record: deposit, error, isPending } = useShowContext<DepositRecord>();
  // The list leaves its rows in the cache as a first answer: they lack the history and the actions.
  if (isPending || (deposit && !('events' in deposit))) return <Loading />;
  if ((error as { status?: number } | null)?.status === 404) return <Navigate to={NOT_FOUND} replace />;
  if (!deposit)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {errorText(error)}
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('resources.deposits.title', { id: deposit.id })} />
      <DepositHeader />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: DepositTab) => onTab(next)}
          variant="scrollable"
          scrollButtons="auto"
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={translate(memberKey('resources.deposits.tabs', name))} />
          ))}
        </Tabs>
        <CardContent>
          {tab === 'deposit' && <DepositFields />}
          {tab === 'transaction' && <DepositTransaction />}
          {tab === 'history' && <DepositHistory />}
        </CardContent>
      </Card>
    </Stack>
  );
}

/**
 * /apps/deposits/:id and /apps/deposits/details/:id (spec §2): one deposit, everything of spec §3,
 * its provider transaction with the CPA-005 file it went in, its history, and its dialogs.
 */
export function DepositDetail({ initialTab = 'deposit' }: { initialTab?: DepositTab }) {
  const { id } = useParams<{ id: string }>();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={NOT_FOUND} replace />;
  return (
    <ShowBase<DepositRecord>
      key={id}
      resource="deposits"
      id={Number(id)}
      redirectOnError={false}
      queryOptions={{ refetchOnWindowFocus: false, onError: () => undefined }}
    >
      <DepositTabs initialTab={initialTab} />
    </ShowBase>
  );
}

function DepositTabs({ initialTab }: { initialTab: DepositTab }) {
  const [tab, setTab] = useState<DepositTab>(initialTab);
  return <DepositScreen tab={tab} onTab={setTab} />;
}
