import { useState } from 'react';
import { Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import MergeIcon from '@mui/icons-material/MergeType';
import { useGetList } from 'react-admin';
import { useTranslate, keysIn, messageKey } from '../../providers/translation';
import type { CustomerRecord, DuplicateCandidate } from '../../providers/customerWire';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { minSearchText } from '../common/validators';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useCustomerTabQuery } from './useCustomerTabQuery';

interface Props {
  customer: CustomerRecord;
  disabled: boolean;
  onMerge: (other: { id: number; fullName: string }) => void;
}

const label = keysIn('resources.customers.merge.fields');

/** Another profile by name or email (3 characters at least), for a duplicate the rules did not see. */
function OtherProfileSearch({ customer, disabled, onMerge }: Props) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<CustomerRecord | null>(null);
  const searchable = !minSearchText(typed) && typed.trim() !== '';
  const { data = [], isPending } = useGetList<CustomerRecord>(
    'customers',
    { filter: { q: typed.trim() }, pagination: { page: 1, perPage: 10 }, sort: { field: 'lastName', order: 'ASC' } },
    { enabled: searchable },
  );
  const options = data.filter((other) => other.id !== customer.id);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
      <Autocomplete
        sx={{ minWidth: 360 }}
        options={options}
        loading={searchable && isPending}
        filterOptions={(found) => found}
        value={chosen}
        onChange={(_event, other) => setChosen(other)}
        onInputChange={(_event, text) => setTyped(text)}
        getOptionLabel={(other) =>
          `${other.fullName} (${other.customerNumber})${other.email ? ` — ${other.email}` : ''}`
        }
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('resources.customers.merge.findOther')}
            helperText={translate('search.minChars')}
          />
        )}
      />
      <Button startIcon={<MergeIcon />} disabled={disabled || !chosen} onClick={() => chosen && onMerge(chosen)}>
        {translate('resources.customers.merge.mergeThis')}
      </Button>
    </Box>
  );
}

/** The profiles that look like this one (same SIN, email or phone), each mergeable into it. */
export function MergeCandidates(props: Props) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { customer, disabled, onMerge } = props;
  const { data = [], isPending } = useCustomerTabQuery(customer.id, 'duplicates', () =>
    dataProvider.customerDuplicates(customer.id),
  );
  const columns: DataTableColumn<DuplicateCandidate>[] = [
    { field: 'customerNumber', label: label('customerNumber') },
    { field: 'fullName', label: label('fullName') },
    { field: 'email', label: label('email') },
    { field: 'phones', label: label('phones'), text: (c) => [c.homePhone, c.cellPhone].filter(Boolean).join(', ') },
    {
      field: 'matchedOn',
      label: label('matchedOn'),
      text: (c) => c.matchedOn.map((m) => translate(`resources.customers.merge.matchedOn.${m}`)).join(', '),
    },
    {
      field: 'actions',
      label: messageKey('resources.customers.actions.title'),
      filterable: false,
      render: (candidate) => (
        <Button
          size="small"
          startIcon={<MergeIcon />}
          disabled={disabled}
          onClick={() => onMerge(candidate)}
          aria-label={`${translate('resources.customers.merge.mergeThis')} ${candidate.fullName}`}
        >
          {translate('resources.customers.merge.mergeThis')}
        </Button>
      ),
    },
  ];
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.customers.merge.candidates')}
      </Typography>
      <FilterableDataTable
        label={messageKey('resources.customers.merge.candidates')}
        rows={data}
        columns={columns}
        rowKey={(c) => c.id}
        emptyLabel={messageKey('resources.customers.merge.noCandidates')}
        loading={isPending}
      />
      <OtherProfileSearch {...props} />
    </Box>
  );
}
