import { BooleanInput, NumberInput, SelectInput, TextInput, useLocaleState } from 'react-admin';
import { PROVINCE_CODES } from '../../domain/canada';
import { PAYMENT_PROVIDERS } from '../../domain/loanStatuses';
import type { ReportName } from '../../domain/reports';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { SHOW_FILTER_ERROR } from '../common/filterInputStyle';
import { minSearchText } from '../common/validators';
import { LocalizedDateInput } from '../common/LocalizedDateInput';

const label = (name: string) => memberKey(messageGroup('resources.reports.filters'), name);

/** Each report's search form: its dates (31 days at most), and what narrows it. */
export function useReportFilters(name: ReportName) {
  const translate = useTranslate();
  const locale = useLocaleState()[0];
  const providers = PAYMENT_PROVIDERS.map((id) => ({
    id,
    name: translate(memberKey(messageGroup('resources.loans.provider'), id)),
  }));
  const provinces = PROVINCE_CODES.map((id) => ({ id, name: id }));
  const search = (
    <TextInput key="q" source="q" label={label('q')} alwaysOn validate={minSearchText} sx={SHOW_FILTER_ERROR} />
  );
  const dates = [
    <LocalizedDateInput key="from" source="from" label={label('from')} alwaysOn helperText={false} />,
    <LocalizedDateInput key="to" source="to" label={label('to')} alwaysOn helperText={false} />,
  ];
  const provider = (
    <SelectInput key="provider" source="provider" label={label('provider')} alwaysOn choices={providers} />
  );
  const province = (
    <SelectInput key="province" source="province" label={label('province')} alwaysOn choices={provinces} />
  );
  const year = <NumberInput key="year" source="year" label={label('year')} alwaysOn min={2000} max={2100} />;
  // The months by name in the reader's language (the locale's own words: no catalogue key needed).
  const monthName = new Intl.DateTimeFormat(locale === 'en' ? 'en-CA' : 'fr-CA', { month: 'long', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    name: monthName.format(new Date(Date.UTC(2000, i, 1))),
  }));
  switch (name) {
    case 'renew':
      return [
        search,
        <NumberInput
          key="maxRemaining"
          source="maxRemaining"
          label={label('maxRemaining')}
          alwaysOn
          min={1}
          max={12}
        />,
        <BooleanInput key="offerSent" source="offerSent" label={label('offerSent')} />,
      ];
    case 'stopped':
      return [search, province];
    case 'writtenOff':
      return [search, province, year];
    case 'upcoming':
      return [...dates, provider, search];
    case 'past':
      return [...dates, provider, search, <BooleanInput key="returned" source="returned" label={label('returned')} />];
    case 'rejections':
      return [...dates, provider, province];
    case 'yearEnd':
      return [year, <SelectInput key="month" source="month" label={label('month')} alwaysOn choices={months} />];
    case 'monthly':
      return [year];
  }
}
