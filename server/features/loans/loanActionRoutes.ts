import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  balanceIncreaseBody,
  deferPaymentBody,
  manualPaymentBody,
  nsfBody,
  paymentProviderBody,
  rebateBody,
  restartLoanBody,
  reversalBody,
  statementQuery,
  stopLoanBody,
  stoppedLoanPaymentBody,
  versionBody,
  recoveryBody,
  reverseWriteOffBody,
  writeOffBody,
} from '../../../domain/loanActions';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility, type CurrentUser } from '../../auth/guard';
import type { ControlledAction } from '../../../domain/controls';
import type { ControlledChange } from '../controls/approvals';
import { awaitingApproval, underFourEyes } from '../controls/controlGate';
import { getLoanDetail, startLoan, restartLoan, stopLoan } from './loanLifecycle';
import {
  addManualPayment,
  addNsf,
  addRebate,
  addStoppedLoanPayment,
  changePaymentProvider,
  increaseBalance,
  reverseEntry,
} from './loanPaymentActions';
import { deferPayment } from './loanDeferral';
import { addRecovery, reverseWriteOff, writeOffLoan } from './loanWriteOff';
import { renderLoanStatement } from './loanStatements';
import type { LoanDetail } from './loanDetail';
import { idParams } from '../../http/pathParams';
import { loanRecord } from '../../../domain/loanRecords';
import { fileAnswer } from '../../http/fileAnswer';

type Action<B> = (ctx: AppContext, actor: CurrentUser, loanId: number, body: B) => Promise<LoanDetail>;

/** An action that may wait for a second person (issue 35): which, and how it says what it changes, for how much. */
type Control<B> = {
  action: ControlledAction;
  describe: (loanId: number, body: B) => Promise<Omit<ControlledChange, 'action'>> | Omit<ControlledChange, 'action'>;
};
const amountControl = (action: ControlledAction): Control<{ amount: number }> => ({
  action,
  describe: (loanId, body) => ({ entity: 'loan', entityId: loanId, amountCents: body.amount, payload: body }),
});

/**
 * Spec §2's loan dialogs, each a sub-path action (ARCHITECTURE.md) answering the loan as it now
 * stands. Every one needs the ability to update loans.
 */
export function loanActionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('update', 'loan')];

  // Writing a loan off, or undoing it, is the books' too: those who keep them (issue 34).
  const keepingBooks = [...onRequest, requireAbility('manage', 'accounting')];

  function action<S extends z.ZodType>(
    path: string,
    body: S,
    run: Action<z.output<S>>,
    method: 'post' | 'put' = 'post',
    abilities = onRequest,
    control?: Control<z.output<S>>,
  ) {
    r.route({
      method: method.toUpperCase() as 'POST' | 'PUT',
      url: `/api/loans/:id/${path}`,
      schema: {
        tags: ['Loan actions'],
        params: idParams,
        body,
        response: { 200: loanRecord, ...(control ? awaitingApproval : {}) },
      },
      onRequest: abilities,
      handler: async (request, reply) => {
        const loanId = (request.params as { id: number }).id;
        const input = request.body as z.output<S>;
        const perform = () => run(ctx, currentUser(request), loanId, input);
        if (!control) return perform();
        return underFourEyes(ctx, request, reply, control.action, () => control.describe(loanId, input), perform);
      },
    });
  }

  action('start', versionBody, startLoan);
  action('stop', stopLoanBody, stopLoan);
  action('restart', restartLoanBody, restartLoan);
  action('manual-payments', manualPaymentBody, addManualPayment);
  action('stopped-loan-payments', stoppedLoanPaymentBody, addStoppedLoanPayment);
  action(
    'balance-increases',
    balanceIncreaseBody,
    increaseBalance,
    'post',
    onRequest,
    amountControl('BALANCE_INCREASE'),
  );
  action('rebates', rebateBody, addRebate, 'post', onRequest, amountControl('REBATE'));
  action('deferrals', deferPaymentBody, deferPayment);
  action('nsf', nsfBody, addNsf);
  action('reversals', reversalBody, reverseEntry);
  action('payment-provider', paymentProviderBody, changePaymentProvider, 'put');
  // A write-off's amount is what the loan still owes.
  action('write-off', writeOffBody, writeOffLoan, 'post', keepingBooks, {
    action: 'WRITE_OFF',
    describe: async (loanId, body) => ({
      entity: 'loan',
      entityId: loanId,
      amountCents: (await getLoanDetail(ctx, loanId)).totalOwing,
      payload: body,
    }),
  });
  action('recoveries', recoveryBody, addRecovery);
  action('write-off-reversal', reverseWriteOffBody, reverseWriteOff, 'post', keepingBooks);

  // Spec §2's PDF account statement (balance or details), in the customer's language.
  r.get(
    '/api/loans/:id/statement',
    {
      schema: {
        tags: ['Loan actions'],
        params: idParams,
        querystring: statementQuery,
        response: { 200: fileAnswer(['application/pdf'], "The account statement (PDF), in the customer's language.") },
      },
      onRequest: [authenticated(ctx), requireAbility('view', 'loan')],
    },
    async (request, reply) => {
      const { pdf, fileName } = await renderLoanStatement(ctx, request.params.id, request.query.kind);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}
