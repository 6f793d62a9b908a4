import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { memberKey, useTranslate } from '../../providers/translation';
import { DepositList } from './DepositList';
import { DepositTransactionList } from './DepositTransactionList';

const VIEWS = ['deposits', 'transactions'] as const;
type View = (typeof VIEWS)[number];

/** /apps/deposits/all: the deposits list, and beside it the transaction list (?view=transactions). */
export function DepositsScreen() {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'transactions' ? 'transactions' : 'deposits';
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('resources.deposits.list.title')}
      </Typography>
      <Tabs
        value={view}
        onChange={(_event, next: View) => setSearchParams(next === 'deposits' ? {} : { view: next }, { replace: true })}
      >
        {VIEWS.map((name) => (
          <Tab key={name} value={name} label={translate(memberKey('resources.deposits.list.views', name))} />
        ))}
      </Tabs>
      {view === 'deposits' ? <DepositList /> : <DepositTransactionList />}
    </Box>
  );
}
