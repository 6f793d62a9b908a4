import { isLedgerKind } from '../../domain/accounting';
import { memberKey, messageGroup, type MessageKey } from '../../providers/translation';

const LEDGER_KINDS = messageGroup('resources.loans.ledgerKind');
const MOVEMENTS = messageGroup('resources.booksMovements.kinds');

/** The words of a journal entry's kind: a loan ledger entry's, or a provider movement's and the allowance's. */
export const journalKindKey = (kind: string): MessageKey =>
  memberKey(isLedgerKind(kind) ? LEDGER_KINDS : MOVEMENTS, kind);
