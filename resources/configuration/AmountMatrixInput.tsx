import { TextInput } from 'react-admin';
import { messageKey } from '../../providers/translation';
import { MoneyInput } from '../common/MoneyInput';
import { ConfigurationRows, ConfigurationSection } from './ConfigurationRows';

/** The amount matrix: one line per amount offered, with the numbers of payments it can be repaid in. */
export function AmountMatrixInput({ readOnly }: { readOnly: boolean }) {
  return (
    <ConfigurationSection
      title={messageKey('resources.configuration.loan.matrix.title')}
      help={messageKey('resources.configuration.loan.matrix.help')}
    >
      <ConfigurationRows
        source="amountMatrix"
        readOnly={readOnly}
        addLabel={messageKey('resources.configuration.loan.matrix.addAmount')}
        removeLabel={messageKey('resources.configuration.loan.matrix.removeAmount')}
      >
        <MoneyInput source="amount" label={messageKey('resources.configuration.loan.fields.amount')} />
        <TextInput
          source="numberOfPayments"
          label={messageKey('resources.configuration.loan.fields.numberOfPayments')}
          helperText={messageKey('resources.configuration.loan.helpers.numberOfPayments')}
          sx={{ minWidth: 280 }}
        />
      </ConfigurationRows>
    </ConfigurationSection>
  );
}
