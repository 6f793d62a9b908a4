import { useState } from 'react';
import {
  Box,
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { isMovementKind, mayBeCounter, type AccountRecord, type MappingRecord } from '../../domain/accounting';
import { memberKey, messageGroup, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { accountName } from './accountName';

const WORDS = messageGroup('resources.accounting.mappings');
const KINDS = messageGroup('resources.loans.ledgerKind');
const MOVEMENTS = messageGroup('resources.booksMovements.kinds');

const keyOf = (mapping: Pick<MappingRecord, 'kind' | 'part'>) => `${mapping.kind}.${mapping.part}`;

/** Each loan entry kind's parts: the receivable it keeps, and the counter-account chosen for it. */
export function AccountMappingsForm({ accounts, canKeep }: { accounts: AccountRecord[]; canKeep: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const { data: mappings } = useQuery({
    queryKey: ['accounting', 'mappings'],
    queryFn: () => dataProvider.accountMappings(),
  });
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const save = useMutation({
    mutationFn: () =>
      dataProvider.updateAccountMappings({
        mappings: Object.entries(chosen).map(([key, counterAccountId]) => {
          const [kind, part] = key.split('.') as [MappingRecord['kind'], MappingRecord['part']];
          return { kind, part, counterAccountId };
        }),
      }),
    onSuccess: () => {
      setChosen({});
      notify(memberKey(WORDS, 'saved'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['accounting'] });
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const words = (key: string, params?: Record<string, unknown>) => translate(memberKey(WORDS, key), params);
  const byId = new Map(accounts.map((account) => [account.id, account]));
  if (!mappings) return null;
  return (
    <section aria-labelledby="account-mappings-title">
      <Typography variant="h6" component="h2" id="account-mappings-title">
        {words('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {words('help')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={words('tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{words('kind')}</TableCell>
              <TableCell scope="col">{words('part')}</TableCell>
              <TableCell scope="col">{words('owed')}</TableCell>
              <TableCell scope="col">{words('counter')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {mappings.map((mapping) => {
              const key = keyOf(mapping);
              const owed = byId.get(mapping.owedAccountId);
              const counterId = chosen[key] ?? mapping.counterAccountId;
              const counter = byId.get(counterId);
              const kind = translate(memberKey(isMovementKind(mapping.kind) ? MOVEMENTS : KINDS, mapping.kind));
              const part =
                mapping.part === 'amount' ? translate('resources.booksMovements.part') : words(`parts.${mapping.part}`);
              // Any enabled account but the side kept; the current one even if disabled since.
              const choices = accounts.filter(
                (account) => account.id === counterId || (account.enabled && mayBeCounter(mapping.part, account.role)),
              );
              return (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {kind}
                  </TableCell>
                  <TableCell>{part}</TableCell>
                  <TableCell>{owed ? accountName(owed) : ''}</TableCell>
                  <TableCell sx={{ minWidth: 280 }}>
                    {canKeep ? (
                      <TextField
                        select
                        size="small"
                        fullWidth
                        value={counterId}
                        onChange={(event) => setChosen({ ...chosen, [key]: Number(event.target.value) })}
                        slotProps={{
                          select: { SelectDisplayProps: { 'aria-label': words('counterOf', { kind, part }) } },
                        }}
                      >
                        {choices.map((account) => (
                          <MenuItem key={account.id} value={account.id}>
                            {accountName(account)}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : counter ? (
                      accountName(counter)
                    ) : (
                      ''
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {canKeep && (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          disabled={Object.keys(chosen).length === 0 || save.isPending}
          onClick={() => save.mutate()}
        >
          {words('save')}
        </Button>
      )}
    </section>
  );
}
