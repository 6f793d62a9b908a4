import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountLedgerFilter,
  accountLedgerLineRecord,
  accountLedgerSummaryRecord,
  type AccountLedgerFilter,
} from '../../../domain/accounting';
import {
  accountLedgerExportQuery,
  booksPeriodRefusal,
  journalExportQuery,
  resolveBooksPeriod,
  trialBalanceExportQuery,
} from '../../../domain/booksExports';
import { languageOf } from '../../../i18n/translate';
import type { Language } from '../../../i18n/types';
import type { AppContext } from '../../context';
import { authenticated, requireAbility } from '../../auth/guard';
import { invalidInput } from '../../http/errors';
import { fileAnswer } from '../../http/fileAnswer';
import { listRoute } from '../../http/listRoute';
import { idParams } from '../../http/pathParams';
import { findLedgerAccount, LEDGER_SORTABLE, ledgerPage, ledgerSummary } from './accountLedger';
import { accountLedgerCsv, accountLedgerPdfFile, journalFile, trialBalanceFile, type BooksFile } from './booksExports';

const tags = ['Accounting'];

const sendFile = (reply: FastifyReply, file: BooksFile) =>
  reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.fileName}"`).send(file.body);

/** The words of a file: the language asked for, else the request's (the `Language` header). */
const fileLanguage = (request: FastifyRequest, asked: Language | undefined): Language =>
  asked ?? languageOf(request.headers.language as string | undefined);

/**
 * The books read for the accountant (issue 34), with `view accounting`: one account's ledger with its
 * running balance and its period's balances, and the files — the journal of a period and the trial
 * balance at a date for QuickBooks Online, Sage 50 or Excel, the trial balance and a ledger as PDF.
 */
export function booksReadingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('view', 'accounting')];

  /** The period with its defaults (the month to date); the end before the start is said on `field`. */
  const periodOf = (period: AccountLedgerFilter, field: string) => {
    const resolved = resolveBooksPeriod(period, ctx.clock.today());
    if (resolved.to < resolved.from) throw invalidInput({ [field]: 'validation.dateRange' });
    return resolved;
  };
  /** A file's period: at most 13 months, once its defaults are filled in. */
  const filePeriodOf = (period: AccountLedgerFilter) => {
    const resolved = resolveBooksPeriod(period, ctx.clock.today());
    const refusal = booksPeriodRefusal(resolved.from, resolved.to);
    if (refusal) throw invalidInput({ to: refusal });
    return resolved;
  };

  listRoute(app, '/api/accounting/accounts/:id/ledger', {
    resource: 'accounting/ledger',
    tags,
    description:
      "One account's lines in a period (the month to date by default), each with the balance once it counts.",
    row: accountLedgerLineRecord,
    filter: accountLedgerFilter,
    sortable: LEDGER_SORTABLE,
    defaultSort: ['date', 'ASC'],
    params: idParams,
    onRequest,
    read: async (query, { params }) => {
      const account = await findLedgerAccount(ctx, params.id);
      return ledgerPage(ctx, account.id, periodOf(query.filter, 'filter.to'), query);
    },
  });

  r.get(
    '/api/accounting/accounts/:id/ledger/summary',
    {
      schema: {
        tags,
        params: idParams,
        querystring: accountLedgerFilter,
        response: { 200: accountLedgerSummaryRecord },
      },
      onRequest,
    },
    async (request) =>
      ledgerSummary(ctx, await findLedgerAccount(ctx, request.params.id), periodOf(request.query, 'to')),
  );

  r.get(
    '/api/accounting/accounts/:id/ledger/export',
    {
      schema: {
        tags,
        params: idParams,
        querystring: accountLedgerExportQuery,
        response: {
          200: fileAnswer(['text/csv', 'application/pdf'], "The account's ledger for the period, as CSV or PDF."),
        },
      },
      onRequest,
    },
    async (request, reply) => {
      const { format, language, ...period } = request.query;
      const account = await findLedgerAccount(ctx, request.params.id);
      const words = fileLanguage(request, language);
      const resolved = filePeriodOf(period);
      const file =
        format === 'pdf'
          ? await accountLedgerPdfFile(ctx, account, resolved, words)
          : await accountLedgerCsv(ctx, account, resolved, words);
      return sendFile(reply, file);
    },
  );

  r.get(
    '/api/accounting/journal/export',
    {
      schema: {
        tags,
        querystring: journalExportQuery,
        response: {
          200: fileAnswer(
            ['text/csv', 'text/plain'],
            "The journal of a period (at most 13 months) for QuickBooks Online's import (CSV), Sage 50's general journal import (text) or Excel (CSV).",
          ),
        },
      },
      onRequest,
    },
    async (request, reply) => {
      const { format, language, ...period } = request.query;
      return sendFile(reply, journalFile(ctx, filePeriodOf(period), format, fileLanguage(request, language)));
    },
  );

  r.get(
    '/api/accounting/trial-balance/export',
    {
      schema: {
        tags,
        querystring: trialBalanceExportQuery,
        response: {
          200: fileAnswer(
            ['text/csv', 'text/plain', 'application/pdf'],
            'The trial balance at the end of a day (the business day by default): as an opening entry for QuickBooks Online or Sage 50, as CSV or as PDF.',
          ),
        },
      },
      onRequest,
    },
    async (request, reply) => {
      const { format, language, date } = request.query;
      const file = await trialBalanceFile(ctx, date ?? ctx.clock.today(), format, fileLanguage(request, language));
      return sendFile(reply, file);
    },
  );
}
