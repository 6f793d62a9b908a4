import { SelectInput, TextInput } from 'react-admin';
import type { RequestQueue } from '../../domain/requests';
import { SHOW_FILTER_ERROR } from '../common/filterInputStyle';
import { MoneyInput } from '../common/MoneyInput';
import { useCreatedRangeInputs } from '../common/CreatedRangeInputs';
import { minSearchText } from '../common/validators';
import { statusesOfRoute } from './requestQueues';
import { useRequestChoices } from './useRequestChoices';

/**
 * Spec §2's search form of the requests list: created-date range (typed YYYY-MM-DD, "Invalid Date"
 * otherwise), first and last name (3 characters at least, as the form says), amount in dollars
 * (sent in cents), status (those of the current sidebar entry), email.
 */
export function useRequestSearchInputs(queue: RequestQueue) {
  const { statuses } = useRequestChoices();
  return [
    ...useCreatedRangeInputs(),
    <TextInput key="firstName" source="firstName" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
    <TextInput key="lastName" source="lastName" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
    <MoneyInput key="amount" source="amount" alwaysOn helperText={false} sx={SHOW_FILTER_ERROR} />,
    <SelectInput key="status" source="status" alwaysOn choices={statuses(statusesOfRoute(queue))} helperText={false} />,
    <TextInput key="email" source="email" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
  ];
}
