import { Card, Tab, Tabs } from '@mui/material';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { messageKey, useTranslate } from '../../providers/translation';
import { AccountLedgerTab } from './AccountLedgerTab';
import { ACCOUNTING_TABS, accountingPath, type AccountingTab } from './accountingPaths';
import { JournalTab } from './JournalTab';
import { MonthEndTab } from './MonthEndTab';
import { ReconciliationTab } from './ReconciliationTab';
import { TrialBalanceTab } from './TrialBalanceTab';

const TAB_CONTENTS: Record<AccountingTab, ComponentType> = {
  'trial-balance': TrialBalanceTab,
  journal: JournalTab,
  ledger: AccountLedgerTab,
  reconciliation: ReconciliationTab,
  'month-end': MonthEndTab,
};

/**
 * The books (issue 34): the trial balance at a date, the journal's lines, one account's general
 * ledger, the providers' days reconciled, and the month end.
 */
export function AccountingScreen({ tab }: { tab: AccountingTab }) {
  const translate = useTranslate();
  const Content = TAB_CONTENTS[tab];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={messageKey('resources.accounting.title')} />
      <Tabs
        value={tab}
        aria-label={translate('resources.accounting.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {ACCOUNTING_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`resources.accounting.tabs.${name}`)}
            component={Link}
            to={accountingPath(name)}
          />
        ))}
      </Tabs>
      <Content />
    </Card>
  );
}
