import type { Validator } from 'react-admin';
import { messageKey } from '../../providers/translation';
import { SHOW_FILTER_ERROR } from './filterInputStyle';
import { LocalizedDateInput } from './LocalizedDateInput';
import { calendarDateText } from './validators';

/** The end of the range cannot come before its start (as the server's checkCreatedRange says). */
const notBeforeStart: Validator = (value, values) =>
  value &&
  values?.createdFrom &&
  !calendarDateText(value) &&
  !calendarDateText(values.createdFrom) &&
  value < values.createdFrom
    ? messageKey('validation.dateRange')
    : undefined;

/**
 * A list search's "created from … until …": two days typed or picked in the screen's language
 * (LocalizedDateInput: "Date invalide" while half typed), the end not before the start. Spread into
 * a list's `filters`; labels come from the resource's `createdFrom` and `createdTo` fields.
 */
export function useCreatedRangeInputs() {
  const input = (source: 'createdFrom' | 'createdTo', validate?: Validator) => (
    <LocalizedDateInput
      key={source}
      source={source}
      alwaysOn
      validate={validate}
      sx={SHOW_FILTER_ERROR}
      helperText={false}
    />
  );
  return [input('createdFrom'), input('createdTo', notBeforeStart)];
}
