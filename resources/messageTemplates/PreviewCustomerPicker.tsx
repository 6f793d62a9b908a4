import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import type { CustomerRecord } from '../../providers/customerWire';

interface Props {
  value: CustomerRecord | null;
  onChange: (customer: CustomerRecord | null) => void;
}

const MIN_SEARCH = 3;

/**
 * The real customer a preview is rendered for: the first customer on file until the agent searches
 * another (a name, an email or a phone, three characters at least, as in the customer search).
 */
export function PreviewCustomerPicker({ value, onChange }: Props) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const search = typed.trim();
  const searching = search.length >= MIN_SEARCH && search !== value?.fullName;
  const { data = [], isPending } = useGetList<CustomerRecord>('customers', {
    filter: searching ? { q: search } : {},
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 10 },
  });

  useEffect(() => {
    if (!value && !searching && data.length > 0) onChange(data[0]);
  }, [value, searching, data, onChange]);

  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 280, maxWidth: 420, flex: 1 }}
      options={data}
      loading={isPending}
      value={value}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(customer) => customer.fullName}
      getOptionKey={(customer) => customer.id}
      onChange={(_event, customer) => customer && onChange(customer)}
      onInputChange={(_event, text) => setTyped(text)}
      noOptionsText={translate('resources.messageTemplates.preview.noCustomer')}
      renderInput={(params) => (
        <TextField {...params} label={translate('resources.messageTemplates.preview.customer')} />
      )}
    />
  );
}
