import type { loansFr } from './loans.fr';
import type { DeepStringShape } from './types';

export const loansEn: DeepStringShape<typeof loansFr> = {
  name: 'Loan |||| Loans',
};
