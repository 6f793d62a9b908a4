import { Box } from '@mui/material';
import { useCallback } from 'react';
import type { AccountLedgerSummary } from '../../domain/accounting';
import { formatCad } from '../../providers/formatters';
import { messageKey, useTranslate } from '../../providers/translation';
import { LabelledValues } from '../common/LabelledValues';

/** A balance as an accountant reads it: its amount and its side ("1 234,56 $ Dt", "$12.00 Cr"). */
export function useSidedBalance() {
  const translate = useTranslate();
  return useCallback(
    (cents: number) =>
      translate(
        cents < 0
          ? messageKey('resources.accounting.ledger.creditBalance')
          : messageKey('resources.accounting.ledger.debitBalance'),
        {
          amount: formatCad(Math.abs(cents)),
        },
      ),
    [translate],
  );
}

/** The period's balances: the opening, what was debited and credited, the closing. */
export function LedgerSummary({ summary }: { summary: AccountLedgerSummary }) {
  const translate = useTranslate();
  const sided = useSidedBalance();
  return (
    <Box
      component="section"
      aria-label={translate(messageKey('resources.accounting.ledger.summaryLabel'))}
      sx={{ my: 1 }}
    >
      <LabelledValues
        items={[
          { label: messageKey('resources.accounting.ledger.opening'), value: sided(summary.openingCents) },
          { label: messageKey('resources.accounting.ledger.debits'), value: formatCad(summary.debitCents) },
          { label: messageKey('resources.accounting.ledger.credits'), value: formatCad(summary.creditCents) },
          { label: messageKey('resources.accounting.ledger.closing'), value: sided(summary.closingCents) },
        ]}
      />
    </Box>
  );
}
