import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess } from 'react-admin';
import type { AccountRecord } from '../../domain/accounting';
import { currentLanguage } from '../../providers/i18nProvider';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { AccountDialog } from './AccountDialog';
import { AccountingPolicyForm } from './AccountingPolicyForm';
import { AccountMappingsForm } from './AccountMappingsForm';

const CHART = messageGroup('resources.accounting.chart');
const TYPES = messageGroup('resources.accounting.accountTypes');

/**
 * Configuration → Accounting (issue 34): the chart of accounts and what each loan entry's parts move,
 * read with `accounting view`, changed with `accounting manage`.
 */
export function ChartOfAccountsTab() {
  const translate = useTranslate();
  const { canAccess: canRead, isPending } = useCanAccess({ resource: 'accounting', action: 'list' });
  const { canAccess: canKeep = false } = useCanAccess({ resource: 'accounting', action: 'manage' });
  if (isPending) return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  if (!canRead)
    return (
      <CardContent>
        <Alert severity="info">{translate(memberKey(CHART, 'noAccess'))}</Alert>
      </CardContent>
    );
  return <ChartAndMappings canKeep={canKeep} />;
}

function ChartAndMappings({ canKeep }: { canKeep: boolean }) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const { data: accounts } = useQuery({ queryKey: ['accounting', 'accounts'], queryFn: () => dataProvider.accounts() });
  const [editing, setEditing] = useState<AccountRecord | 'new' | null>(null);
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(CHART, key), params);
  const saved = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: ['accounting'] });
  };
  if (!accounts) return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  return (
    <CardContent>
      {!canKeep && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {words('readOnly')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {words('title')}
        </Typography>
        {canKeep && (
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {words('add')}
          </Button>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto', mb: 4 }}>
        <Table size="small" aria-label={words('tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{words('fields.number')}</TableCell>
              <TableCell scope="col">{words('fields.name')}</TableCell>
              <TableCell scope="col">{words('fields.type')}</TableCell>
              <TableCell scope="col">{words('fields.status')}</TableCell>
              {canKeep && <TableCell scope="col" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account) => (
              <TableRow key={account.id}>
                <TableCell>{account.number}</TableCell>
                <TableCell component="th" scope="row">
                  {currentLanguage === 'en' ? account.nameEn : account.nameFr}
                </TableCell>
                <TableCell>{translate(memberKey(TYPES, account.type))}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Chip size="small" label={words(account.enabled ? 'enabled' : 'disabled')} />
                    {account.used && <Chip size="small" variant="outlined" label={words('used')} />}
                  </Box>
                </TableCell>
                {canKeep && (
                  <TableCell align="right">
                    <IconButton
                      aria-label={words('edit', { number: account.number })}
                      onClick={() => setEditing(account)}
                    >
                      <EditIcon />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <AccountMappingsForm accounts={accounts} canKeep={canKeep} />
      <AccountingPolicyForm canKeep={canKeep} />
      {editing && (
        <AccountDialog
          account={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </CardContent>
  );
}
