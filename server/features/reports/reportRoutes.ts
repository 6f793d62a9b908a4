import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId } from '../../http/pathParams';
import {
  REPORT_DEFAULT_SORT,
  REPORT_SORTABLE,
  reportFilters,
  reportRows,
  reportTotals,
  type ReportFilter,
} from '../../../domain/reportRecords';
import { DATED_REPORTS, REPORT_SUBJECT, REPORTS, type ReportName } from '../../../domain/reports';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { fileAnswer } from '../../http/fileAnswer';
import { parseListQuery, type ListQuery } from '../../http/listQuery';
import { listQuerystringOf, listRoute } from '../../http/listRoute';
import { reportCsv } from './reportExports';
import { readReportPage, readReportTotals } from './reportReadings';
import { sendRenewalOffer } from './renewalOffers';
import { customerMessageRecord } from '../../../domain/messageTemplates';
import { calendarDate } from '../../../domain/fieldSchemas';

const tags = ['Reports'];

const reportQuerystring = (name: ReportName) => listQuerystringOf(reportFilters[name]);

function parseReportQuery(name: ReportName, raw: z.infer<ReturnType<typeof reportQuerystring>>) {
  return parseListQuery(raw, {
    filter: reportFilters[name],
    sortable: REPORT_SORTABLE[name],
    defaultSort: REPORT_DEFAULT_SORT[name],
  }) as ListQuery<ReportFilter<typeof name>>;
}

/**
 * The reports (spec §1, §3, §6), one set of routes each behind its own permission: the rows of a
 * page sorted and filtered on the server, the totals of the whole filter, and the CSV of all of it
 * in the reader's Excel.
 */
export function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const name of REPORTS) {
    const onRequest = [authenticated(ctx), requireAbility('execute', REPORT_SUBJECT[name])];
    const base = `/api/reports/${name}`;

    listRoute(app, base, {
      resource: `reports/${name}`,
      tags,
      row: reportRows[name],
      filter: reportFilters[name],
      sortable: REPORT_SORTABLE[name],
      defaultSort: REPORT_DEFAULT_SORT[name],
      onRequest,
      read: async (query) => {
        const { rows, total } = await readReportPage(ctx, name, query as ListQuery<ReportFilter<typeof name>>);
        return { rows: rows as z.infer<(typeof reportRows)[typeof name]>[], total };
      },
    });

    if (DATED_REPORTS[name])
      r.get(
        `${base}/totals`,
        { schema: { tags, querystring: reportQuerystring(name), response: { 200: reportTotals } }, onRequest },
        async (request) => readReportTotals(ctx, name, parseReportQuery(name, request.query)),
      );

    r.get(
      `${base}/export`,
      {
        schema: {
          tags,
          querystring: reportQuerystring(name).extend({ language: z.enum(['fr', 'en']).default('fr') }),
          response: {
            200: fileAnswer(
              ['text/csv'],
              "The whole report as CSV for the reader's Excel (French: semicolons, decimal comma).",
            ),
          },
        },
        onRequest,
      },
      async (request, reply) => {
        const { language, ...raw } = request.query;
        const { csv, fileName } = await reportCsv(ctx, name, parseReportQuery(name, raw), language);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(Buffer.from(csv, 'utf8'));
      },
    );
  }

  // The renewals report's action: the offer sent from its template, the day it was sent kept.
  r.post(
    '/api/reports/renew/:loanId/offer',
    {
      schema: {
        tags,
        params: z.object({ loanId: pathId }),
        response: {
          200: z.object({
            loanId: z.number().int(),
            offerSentOn: calendarDate.nullable(),
            messages: z.array(customerMessageRecord),
          }),
        },
      },
      onRequest: [authenticated(ctx), requireAbility('execute', REPORT_SUBJECT.renew)],
    },
    async (request) => sendRenewalOffer(ctx, currentUser(request), request.params.loanId),
  );
}
