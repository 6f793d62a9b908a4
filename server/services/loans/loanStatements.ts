import type { AppContext } from '../../context';
import { getLoanDetail } from './loanLifecycle';

/** Placeholder until the statement PDF lands (pdfkit): refuses rather than pretending. */
export async function renderLoanStatement(ctx: AppContext, loanId: number, kind: 'BALANCE' | 'DETAILS'): Promise<{ pdf: Buffer; fileName: string }> {
  const detail = await getLoanDetail(ctx, loanId);
  throw new Error(`statement ${kind} for loan ${detail.loanNumber} not built yet`);
}
