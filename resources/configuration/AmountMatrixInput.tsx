import { Box, Typography } from '@mui/material';
import { AddItemButton, ArrayInput, RemoveItemButton, SimpleFormIterator, TextInput } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { MoneyInput } from '../common/MoneyInput';

/** The amount matrix: one line per amount offered, with the numbers of payments it can be repaid in. */
export function AmountMatrixInput({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {translate('resources.configuration.loan.matrix.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.configuration.loan.matrix.help')}
      </Typography>
      <ArrayInput source="amountMatrix" label={false} helperText={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          disabled={readOnly}
          getItemLabel={false}
          addButton={<AddItemButton label={messageKey('resources.configuration.loan.matrix.addAmount')} />}
          removeButton={<RemoveItemButton label={messageKey('resources.configuration.loan.matrix.removeAmount')} />}
        >
          <MoneyInput source="amount" label={messageKey('resources.configuration.loan.fields.amount')} />
          <TextInput
            source="numberOfPayments"
            label={messageKey('resources.configuration.loan.fields.numberOfPayments')}
            helperText={messageKey('resources.configuration.loan.helpers.numberOfPayments')}
            sx={{ minWidth: 280 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
