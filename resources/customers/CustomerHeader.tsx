import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import { formatDateTime } from '../../providers/formatters';
import type { CustomerRecord, MergeLock } from '../../providers/customerWire';
import { CustomerStatusChip } from './CustomerStatusChip';
import { MergeLockBanner } from './MergeLockBanner';
import { SendMessageButton } from '../messageTemplates/SendMessageButton';
import { ExportPersonalInformationButton } from '../privacy/ExportPersonalInformationButton';

interface Props {
  customer: CustomerRecord;
  lock: MergeLock | null;
  mine: boolean;
}

/** Who the customer is at a glance, and whether someone is merging the profile right now. */
export function CustomerHeader({ customer, lock, mine }: Props) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {customer.fullName}
        </Typography>
        <CustomerStatusChip status={customer.status} />
        {customer.anonymizedAt && (
          <Chip
            size="small"
            variant="outlined"
            label={translate('resources.customers.anonymized', { date: formatDateTime(customer.anonymizedAt) })}
          />
        )}
        <SendMessageButton customer={customer} />
        <ExportPersonalInformationButton customer={customer} />
      </Box>
      <Typography color="text.secondary" variant="body2">
        {translate('resources.customers.header', {
          number: customer.customerNumber,
          created: formatDateTime(customer.createdAt),
          language: translate(`languageNames.${customer.language}`),
        })}
      </Typography>
      <MergeLockBanner lock={lock} mine={mine} />
    </Stack>
  );
}
