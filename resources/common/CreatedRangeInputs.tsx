import { TextInput, type Validator } from 'react-admin';
import { messageKey, useTranslate } from '../../providers/translation';
import { SHOW_FILTER_ERROR } from './filterInputStyle';
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
 * A list search's "created from … until …": two days typed YYYY-MM-DD ("Invalid Date" otherwise),
 * the end not before the start. Spread into a list's `filters`; labels come from the resource's
 * `createdFrom` and `createdTo` fields.
 */
export function useCreatedRangeInputs() {
  const translate = useTranslate();
  const placeholder = translate('search.datePlaceholder');
  const input = (source: 'createdFrom' | 'createdTo', validate: Validator | Validator[]) => (
    <TextInput
      key={source}
      source={source}
      alwaysOn
      validate={validate}
      sx={SHOW_FILTER_ERROR}
      placeholder={placeholder}
      helperText={false}
    />
  );
  return [input('createdFrom', calendarDateText), input('createdTo', [calendarDateText, notBeforeStart])];
}
