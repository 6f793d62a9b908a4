import type { collectionsFr } from './collections.fr';

/** The collections' and agreements' refusals, field messages and success messages, in English. */
export const collectionsEn: typeof collectionsFr = {
  validation: {
    agreementEmpty: 'Add at least one payment',
    agreementTooMany: 'At most 52 payments',
    agreementDateOrder: 'Each payment comes after the one before',
    agreementTotal: 'The payments must add up to exactly what is owed',
  },
  errors: {
    AGREEMENT_TOTAL: 'The agreed payments must add up to exactly what is owed: %{amount}',
    AGREEMENT_EXISTS: 'This file already has an ongoing agreement (#%{id})',
    AGREEMENT_DEBIT_OUT: 'A debit of this loan is already at the bank: make the agreement once its fate is known',
    AGREEMENT_NOT_ACTIVE: 'This agreement is no longer ongoing',
    AGREEMENT_PAYMENT_DEPOSITED: 'This payment was already deposited',
    AGREEMENT_PAYMENT_BY_DEBIT: 'This payment is taken by debit: it is confirmed when the bank pays it',
    AGREEMENT_NO_BANK_ACCOUNT: 'The borrower has no bank account on file: the agreement can only be paid by Interac',
    AGREEMENT_NO_ARREARS: 'Nothing is past due apart from the whole balance: make the agreement on everything owed',
    AGREEMENT_NOTHING_TO_CHANGE: 'Every payment of this agreement is deposited or already at the bank',
    COLLECTION_FILE_SETTLED: 'This collection file is settled: it can no longer be changed',
    COLLECTION_FILE_EXISTS: 'This loan already has an open collection file (no. %{id})',
    COLLECTION_FILE_STILL_OWED: 'This file cannot be settled: %{amount} is still past due',
    CONTACT_PACING_WEEK:
      'This borrower was already contacted %{limit} times in the last seven days. Confirm to log this contact anyway.',
    CONTACT_PACING_HOLIDAY:
      "Today is a statutory holiday: Ontario's rule forbids reaching a borrower on it. Confirm to log this contact anyway.",
  },
  messages: {
    AGREEMENT_SAVED: 'Payment agreement made',
    AGREEMENT_DEPOSIT_CONFIRMED: 'Deposit date confirmed',
    AGREEMENT_CHANGED: 'Payment agreement changed',
    COLLECTION_INFO_SAVED: 'Collection info saved',
    COLLECTION_NOTE_SAVED: 'Note added',
    COLLECTION_CONTACT_SAVED: 'Contact logged',
    COLLECTION_PROMISE_SAVED: 'Promise saved',
    COLLECTION_TRANSFER_SAVED: 'Transfer recorded on the loan',
    COLLECTION_FILES_SWEPT:
      '%{files} files updated: %{degreeMoves} degree moves, %{settled} settled, %{broken} promises broken',
    COLLECTION_FILES_ASSIGNED: '%{smart_count} file assigned |||| %{smart_count} files assigned',
  },
};
