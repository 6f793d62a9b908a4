import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useQuery } from '@tanstack/react-query';
import { Loading, useCanAccess } from 'react-admin';
import type { CheckRecord, PeriodRecord } from '../../domain/accountingPeriods';
import { formatDate, formatDateTime } from '../../providers/formatters';
import { formatMonth as formatMonthIn } from '../dashboards/formats';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { AllowanceReport } from './AllowanceReport';
import { CloseMonthDialog, ReopenMonthDialog } from './MonthDialogs';

const WORDS = messageGroup('resources.booksMonths');
const formatMonth = (month: string) => formatMonthIn(month, 'long');
const CHECKS = messageGroup('resources.booksMonths.checks');
const STATUSES = messageGroup('resources.booksMonths.statuses');

/**
 * The books' month end: a month chosen (the next to close first), its checklist, its allowance for
 * credit losses, and closing it (or reopening the last one closed).
 */
export function MonthEndTab() {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { data: months, error } = useQuery({
    queryKey: ['accounting', 'months'],
    queryFn: () => dataProvider.booksMonths(),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  if (error) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (!months) return <Loading />;
  if (months.length === 0) return <Typography sx={{ p: 2 }}>{words('nothing')}</Typography>;
  // The oldest month still open is the one to close next.
  const nextToClose = [...months].reverse().find((month) => month.status === 'OPEN') ?? months[0];
  const month = months.find((period) => period.id === chosen) ?? nextToClose;
  return (
    <Box sx={{ p: 2 }}>
      <TextField
        select
        size="small"
        label={words('month')}
        value={month.id}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ minWidth: 240, mb: 2 }}
      >
        {months.map((period) => (
          <MenuItem key={period.id} value={period.id}>
            {formatMonth(period.id)} · {translate(memberKey(STATUSES, period.status))}
          </MenuItem>
        ))}
      </TextField>
      <MonthEnd month={month} />
    </Box>
  );
}

function MonthEnd({ month }: { month: PeriodRecord }) {
  const translate = useTranslate();
  const { canAccess: canKeep = false } = useCanAccess({ resource: 'accounting', action: 'manage' });
  const [dialog, setDialog] = useState<'close' | 'reopen' | null>(null);
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  const name = formatMonth(month.id);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ textTransform: 'capitalize' }}>
          {name}
        </Typography>
        <Chip
          size="small"
          color={month.status === 'CLOSED' ? 'success' : 'default'}
          label={translate(memberKey(STATUSES, month.status))}
        />
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
          {canKeep && month.status === 'OPEN' && (
            <Button variant="contained" disabled={!month.canClose} onClick={() => setDialog('close')}>
              {words('close')}
            </Button>
          )}
          {canKeep && month.canReopen && (
            <Button variant="outlined" onClick={() => setDialog('reopen')}>
              {words('reopen')}
            </Button>
          )}
        </Box>
      </Box>
      {month.status === 'CLOSED' && month.closedAt && (
        <Typography sx={{ mb: 2 }}>
          {words('closedBy', { at: formatDateTime(month.closedAt), name: month.closedByName ?? '' })}
        </Typography>
      )}
      {month.reopenedAt && (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {words('reopenedBefore', { at: formatDateTime(month.reopenedAt), reason: month.reopenReason ?? '' })}
        </Typography>
      )}
      {month.status === 'OPEN' && <Checklist checks={month.checklist} />}
      <AllowanceReport month={month} canCompute={canKeep && month.status === 'OPEN'} />
      {dialog === 'close' && <CloseMonthDialog month={month} onClose={() => setDialog(null)} />}
      {dialog === 'reopen' && <ReopenMonthDialog month={month} onClose={() => setDialog(null)} />}
    </>
  );
}

function Checklist({ checks }: { checks: CheckRecord[] }) {
  const translate = useTranslate();
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  return (
    <Box component="section" aria-labelledby="month-checklist" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" id="month-checklist">
        {words('checklist')}
      </Typography>
      <List dense>
        {checks.map(({ check, passed, detail }) => (
          <ListItem key={check} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {passed ? (
                <CheckCircleIcon color="success" titleAccess={translate('ra.boolean.true')} />
              ) : (
                <RadioButtonUncheckedIcon color="action" titleAccess={translate('ra.boolean.false')} />
              )}
            </ListItemIcon>
            <ListItemText
              primary={translate(memberKey(CHECKS, check), {
                day: detail.day ? formatDate(String(detail.day)) : '',
                month: detail.month ? formatMonth(String(detail.month)) : '',
              })}
              secondary={
                check === 'PROVIDER_DAYS_RECONCILED' && !passed
                  ? words('daysLeft', { missing: detail.missing, unresolved: detail.unresolved })
                  : undefined
              }
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
