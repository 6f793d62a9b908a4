import { SelectInput, TextInput, type Validator } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { RequestQueue } from '../../domain/requests';
import { SHOW_FILTER_ERROR } from '../common/filterInputStyle';
import { MoneyInput } from '../common/MoneyInput';
import { calendarDateText, minSearchText } from '../common/validators';
import { statusesOfRoute } from './requestQueues';
import { useRequestChoices } from './useRequestChoices';

/** The end of the range cannot come before its start. */
const notBeforeStart: Validator = (value, values) =>
  value &&
  values?.createdFrom &&
  !calendarDateText(value) &&
  !calendarDateText(values.createdFrom) &&
  value < values.createdFrom
    ? messageKey('validation.dateRange')
    : undefined;

/**
 * Spec §2's search form of the requests list: created-date range (typed YYYY-MM-DD, "Invalid Date"
 * otherwise), first and last name (3 characters at least, as the form says), amount in dollars
 * (sent in cents), status (those of the current sidebar entry), email.
 */
export function useRequestSearchInputs(queue: RequestQueue) {
  const translate = useTranslate();
  const { statuses } = useRequestChoices();
  const datePlaceholder = translate('search.datePlaceholder');
  return [
    <TextInput
      key="createdFrom"
      source="createdFrom"
      alwaysOn
      validate={calendarDateText}
      sx={SHOW_FILTER_ERROR}
      placeholder={datePlaceholder}
      helperText={false}
    />,
    <TextInput
      key="createdTo"
      source="createdTo"
      alwaysOn
      validate={[calendarDateText, notBeforeStart]}
      sx={SHOW_FILTER_ERROR}
      placeholder={datePlaceholder}
      helperText={false}
    />,
    <TextInput key="firstName" source="firstName" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
    <TextInput key="lastName" source="lastName" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
    <MoneyInput key="amount" source="amount" alwaysOn helperText={false} sx={SHOW_FILTER_ERROR} />,
    <SelectInput key="status" source="status" alwaysOn choices={statuses(statusesOfRoute(queue))} helperText={false} />,
    <TextInput key="email" source="email" alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />,
  ];
}
