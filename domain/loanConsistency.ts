/**
 * The figures a loan shows against the ledger they come from: the balance, interest and fees are
 * sums over the ledger, what is owed is their total, and the payments still scheduled on an
 * active loan repay exactly what is owed. One rule for the tests, the bench and the security
 * probe, which read loans as the API answers them.
 */
export interface LoanFiguresReply {
  status: string;
  /** Before its deposit is out, a loan owes nothing and its schedule is still the plan for what will be lent. */
  depositStatus?: string;
  balance: number;
  interest: number;
  fees: number;
  totalOwing: number;
  payments: readonly { status: string; capital: number; fees: number }[];
  ledger: readonly { date: string; capital: number; interest: number; fees: number; balanceAfter: number }[];
}

/** What disagrees, in words a failing check can print; empty when the loan is consistent. */
export function ledgerDisagreements(loan: LoanFiguresReply): string[] {
  const sum = (key: 'capital' | 'interest' | 'fees') => loan.ledger.reduce((total, entry) => total + entry[key], 0);
  const problems: string[] = [];
  if (loan.balance !== sum('capital')) problems.push(`balance ${loan.balance} ≠ Σ capital ${sum('capital')}`);
  if (loan.interest !== sum('interest')) problems.push(`interest ${loan.interest} ≠ Σ interest ${sum('interest')}`);
  if (loan.fees !== sum('fees')) problems.push(`fees ${loan.fees} ≠ Σ fees ${sum('fees')}`);
  const owed = loan.balance + loan.interest + loan.fees;
  if (loan.totalOwing !== owed) problems.push(`total owing ${loan.totalOwing} ≠ ${owed}`);
  const scheduled = loan.payments.filter((line) => line.status === 'SCHEDULED');
  const repaid = scheduled.reduce((total, line) => total + line.capital + line.fees, 0);
  const paidOut = loan.depositStatus === undefined || loan.depositStatus === 'DEPOSITED';
  if (loan.status === 'ACTIVE' && paidOut && scheduled.length > 0 && repaid !== loan.totalOwing)
    problems.push(`scheduled payments repay ${repaid} ≠ total owing ${loan.totalOwing}`);
  // The ledger reads as a statement: in date order, each entry with what was owed after it.
  let owing = 0;
  loan.ledger.forEach((entry, index) => {
    owing += entry.capital + entry.interest + entry.fees;
    if (index > 0 && entry.date < loan.ledger[index - 1].date)
      problems.push(`ledger entry ${index} dated ${entry.date} after one of ${loan.ledger[index - 1].date}`);
    if (entry.balanceAfter !== owing)
      problems.push(`ledger entry ${index}: balance after ${entry.balanceAfter} ≠ ${owing}`);
  });
  return problems;
}
