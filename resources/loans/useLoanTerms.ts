import { useMemo, useState } from 'react';
import { formatCad } from '../../providers/formatters';
import type { LoanOffer } from '../../providers/loanWire';
import { changeTerms, checkLoanTerms, type LoanTerms, type Problem, type TermsField } from './loanTerms';

export type TermsProblems = Partial<Record<TermsField, Problem>>;

/**
 * The terms being typed, checked and previewed on every change. Until the agent changes one, they
 * are the defaults (the offer's for a request, the loan's own after an Update); what the agent
 * typed then stays. The server's field errors (400) stay on their field until it changes. Null
 * while the offer loads.
 */
export function useLoanTerms(defaults: LoanTerms | null, offer: LoanOffer | undefined, approved: number | null) {
  const [edited, setEdited] = useState<LoanTerms | null>(null);
  const [serverProblems, setServerProblems] = useState<Record<string, Problem>>({});
  const terms = edited ?? defaults;
  const check = useMemo(
    () => (terms && offer ? checkLoanTerms(terms, offer, approved, formatCad) : null),
    [terms, offer, approved],
  );
  if (!terms || !offer || !check) return null;

  return {
    terms,
    offer,
    approved,
    check,
    serverProblems,
    problems: { ...serverProblems, ...check.problems } as TermsProblems,
    change: (update: Partial<LoanTerms>) => {
      setEdited(changeTerms(terms, offer, update));
      setServerProblems((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => !(field in update))),
      );
    },
    /** Back to the defaults (another request chosen). */
    reset: () => {
      setEdited(null);
      setServerProblems({});
    },
    showServerErrors: (errors: Record<string, string>) =>
      setServerProblems(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, { key }]))),
  };
}

export type LoanTermsForm = NonNullable<ReturnType<typeof useLoanTerms>>;
