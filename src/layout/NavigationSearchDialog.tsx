import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Dialog, ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { matchPages, searchesRecords } from '../../domain/navigationSearch';
import { useTranslate } from '../../providers/translation';
import { useGuichetDataProvider } from '../../resources/common/useGuichetDataProvider';
import { menuIcon } from './menuIcons';
import { useMenuPages } from './useShell';

const TYPING_PAUSE_MS = 200;

type Group = 'pages' | 'customers' | 'loans';
interface Suggestion {
  key: string;
  group: Group;
  label: string;
  url: string;
  icon: React.ReactNode;
}

interface Props {
  open: boolean;
  /** What is typed, kept by the toolbar's button (typed before this code arrived, too). */
  input: string;
  onInput: (input: string) => void;
  onClose: () => void;
}

/**
 * The search itself: the user's pages whose title holds what is typed (spec §2: trimmed, case- and
 * accent-insensitive, at most 10), then from three characters the customers and loans it finds, each
 * group under its name. Arrows choose, Enter opens, Escape closes; "No results.." when nothing does.
 */
export default function NavigationSearchDialog({ open, input, onInput, onClose }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useGuichetDataProvider();
  const pages = useMenuPages();
  // The records are asked for what was typed once typing pauses, not at every key.
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTyped(input.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const records = useQuery({
    queryKey: ['navigation-search', typed],
    queryFn: () => dataProvider.searchRecords(typed),
    enabled: open && searchesRecords(typed),
    staleTime: 30_000,
  });

  const suggestions = useMemo<Suggestion[]>(() => {
    const found: Suggestion[] = matchPages(
      pages.map((page) => ({ ...page, title: page.label })),
      input,
    ).map((page) => ({
      key: `page-${page.id}`,
      group: 'pages',
      label: page.label,
      url: page.url,
      icon: menuIcon(page.icon),
    }));
    if (!searchesRecords(input) || !records.data || typed !== input.trim()) return found;
    for (const customer of records.data.customers)
      found.push({
        key: `customer-${customer.id}`,
        group: 'customers',
        label: translate('resources.shellPanels.search.customer', {
          name: customer.name,
          number: customer.customerNumber,
        }),
        url: `/apps/customers/${customer.id}`,
        icon: <PersonIcon />,
      });
    for (const loan of records.data.loans)
      found.push({
        key: `loan-${loan.id}`,
        group: 'loans',
        label: translate('resources.shellPanels.search.loan', { number: loan.loanNumber, name: loan.customerName }),
        url: `/apps/loans/${loan.id}`,
        icon: <PaymentsIcon />,
      });
    return found;
  }, [pages, input, typed, records.data, translate]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      // The suggestions hang below the field, outside the paper.
      slotProps={{ paper: { 'aria-label': translate('resources.shellToolbar.search'), sx: { overflow: 'visible' } } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <Autocomplete<Suggestion>
        open={input.trim() !== ''}
        options={suggestions}
        filterOptions={(options) => options}
        groupBy={(option) => translate(`resources.shellPanels.search.${option.group}`)}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, value) => option.key === value.key}
        inputValue={input}
        onInputChange={(_event, value, reason) => reason !== 'reset' && onInput(value)}
        onChange={(_event, chosen) => {
          if (!chosen) return;
          onClose();
          navigate(chosen.url);
        }}
        value={null}
        autoHighlight
        forcePopupIcon={false}
        disablePortal
        loading={searchesRecords(input) && (typed !== input.trim() || records.isFetching) && suggestions.length === 0}
        loadingText={translate('resources.shellPanels.search.searching')}
        noOptionsText={translate('resources.shellPanels.search.noResults')}
        renderOption={({ key, ...props }, option) => (
          <MenuItem key={key} {...props}>
            <ListItemIcon>{option.icon}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            placeholder={translate('resources.shellPanels.search.placeholder')}
            slotProps={{
              htmlInput: { ...params.inputProps, 'aria-label': translate('resources.shellToolbar.search') },
            }}
            onKeyDown={(event) => {
              // Spec §2: Escape closes the search at once, the suggestions with it.
              if (event.key === 'Escape') {
                event.stopPropagation();
                onClose();
              }
            }}
          />
        )}
        sx={{ p: 1 }}
      />
    </Dialog>
  );
}
