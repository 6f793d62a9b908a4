import { TextInput } from 'react-admin';
import { messageKey } from '../../../providers/translation';

/** Why the agent changes what is owed (a rebate, a balance increase): kept in the loan's logs. */
export function ReasonInput() {
  return (
    <TextInput
      source="reason"
      label={messageKey('resources.loanDialogs.fields.reason')}
      fullWidth
      multiline
      minRows={2}
    />
  );
}
