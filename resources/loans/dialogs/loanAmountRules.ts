import { formatCad } from '../../../providers/formatters';
import type { LoanRecord } from '../../../providers/loanWire';
import { withArgs } from './loanFormResolver';
import { messageKey } from '../../../providers/translation';

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Spec §5: a manual payment or a rebate never exceeds what repays the loan (the server's AMOUNT_ABOVE_PAYOFF). */
export function aboveTotalOwing(loan: Pick<LoanRecord, 'totalOwing'>, amount: unknown): string | undefined {
  return isAmount(amount) && amount > loan.totalOwing
    ? withArgs(messageKey('errors.AMOUNT_ABOVE_PAYOFF'), { max: formatCad(loan.totalOwing) })
    : undefined;
}

/**
 * Spec §5: a payment pays the interest and fees owed first and must leave something for the capital
 * ("The amount entered is too small..."), as the server's AMOUNT_TOO_SMALL.
 */
export function belowCapitalPart(loan: Pick<LoanRecord, 'interest' | 'fees'>, amount: unknown): string | undefined {
  const min = Math.max(loan.interest, 0) + Math.max(loan.fees, 0) + 1;
  return isAmount(amount) && amount > 0 && amount < min
    ? withArgs(messageKey('errors.AMOUNT_TOO_SMALL'), { min: formatCad(min) })
    : undefined;
}

/** A reason left blank is no reason at all (the body's reason is optional). */
export const optionalReason = (text: unknown): string | undefined =>
  typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;

/** Refusals about the amount are shown on the amount field (spec §5's messages). */
export const AMOUNT_REFUSALS = { 'errors.AMOUNT_TOO_SMALL': 'amount', 'errors.AMOUNT_ABOVE_PAYOFF': 'amount' } as const;
