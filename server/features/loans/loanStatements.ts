import PDFDocument from 'pdfkit';
import type { STATEMENT_KINDS } from '../../../domain/loanActions';
import { translate, languageOf } from '../../../i18n/translate';
import type { Language } from '../../../i18n/types';
import { formatMoney } from '../../../domain/money';
import type { AppContext } from '../../context';
import { refuse } from '../../http/errors';
import { readCompanyBranding, type CompanyBranding } from '../configuration/companyBranding';
import { drawCompanyHeader } from '../configuration/pdfBranding';
import { collectPdf, MARGIN, table } from '../../pdf/pdfLayout';
import type { LoanDetail } from './loanDetail';
import { getLoanDetail } from './loanLifecycle';
import { formatPercent } from '../../../domain/percent';

type StatementKind = (typeof STATEMENT_KINDS)[number];

/**
 * The statement's own label → value lines (equal columns, no page-break check: its short blocks
 * fit the first page); the contract's longer labels use `facts` from pdf/pdfLayout.
 */
function facts(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).text(label, MARGIN, y, { width: 250 });
    doc.font('Helvetica-Bold').text(value, MARGIN + 260, y, { width: 250, align: 'right' });
    doc.moveDown(0.3);
  }
}

/**
 * Spec §2's PDF account statement: the balance (the loan's terms and where it stands) or the
 * details (with every payment and every ledger entry), in the customer's language.
 */
export function statementPdf(
  loan: LoanDetail,
  kind: StatementKind,
  language: Language,
  today: string,
  branding: CompanyBranding,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, `statement.${key}`, params);
  const money = (cents: number) => formatMoney(cents, language);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${t(kind === 'DETAILS' ? 'titleDetails' : 'title')} ${loan.loanNumber}` },
  });
  const result = collectPdf(doc);

  drawCompanyHeader(doc, branding);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(t(kind === 'DETAILS' ? 'titleDetails' : 'title'));
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(t('loanNumber', { number: loan.loanNumber }));
  doc.text(t('customer', { name: loan.customerName }));
  doc.text(t('issuedOn', { date: today }));
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text(t('terms'));
  doc.moveDown(0.3);
  facts(doc, [
    [t('amount'), money(loan.amount)],
    [t('startDate'), loan.startDate ?? '—'],
    [t('endDate'), loan.endDate ?? '—'],
    [t('frequency'), t(`frequencies.${loan.frequency}`)],
    [t('numberOfPayments'), String(loan.numberOfPayments)],
    [t('annualRate'), formatPercent(loan.annualInterestRate, language)],
    [t('apr'), formatPercent(loan.apr, language)],
  ]);
  doc.moveDown();

  const remaining = loan.payments.filter((line) => line.status === 'SCHEDULED');
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(t('situation', { date: today }), MARGIN);
  doc.moveDown(0.3);
  facts(doc, [
    [t('paid'), money(loan.paid)],
    [t('balance'), money(loan.balance)],
    [t('interest'), money(loan.interest)],
    [t('fees'), money(loan.fees)],
    [t('totalOwing'), money(loan.totalOwing)],
    [t('nsfCount'), String(loan.nsfCount)],
    [t('rebates'), money(loan.rebates)],
    [
      t('nextPayment'),
      loan.nextPayment
        ? t('nextPaymentValue', { amount: money(loan.nextPayment.amount), date: loan.nextPayment.date })
        : t('none'),
    ],
    [t('remainingPayments'), String(remaining.length)],
  ]);

  if (kind === 'DETAILS') {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text(t('payments'), MARGIN);
    doc.moveDown(0.3);
    const c = (key: string) => t(`columns.${key}`);
    table(
      doc,
      [
        { title: c('date'), width: 58 },
        { title: c('description'), width: 120 },
        { title: c('amount'), width: 58, align: 'right' },
        { title: c('interest'), width: 50, align: 'right' },
        { title: c('capital'), width: 58, align: 'right' },
        { title: c('fees'), width: 50, align: 'right' },
        { title: c('balance'), width: 60, align: 'right' },
        { title: c('status'), width: 60 },
      ],
      loan.payments.map((line) => [
        line.date,
        language === 'fr' ? line.descriptionFR : line.descriptionEN,
        money(line.amount),
        money(line.interest),
        money(line.capital),
        money(line.membershipFee + line.fees),
        money(line.balance),
        t(`lineStatuses.${line.status}`),
      ]),
    );
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(12).text(t('ledger'), MARGIN);
    doc.moveDown(0.3);
    table(
      doc,
      [
        { title: c('date'), width: 58 },
        { title: c('entry'), width: 150 },
        { title: c('capital'), width: 70, align: 'right' },
        { title: c('interest'), width: 60, align: 'right' },
        { title: c('fees'), width: 60, align: 'right' },
        { title: c('total'), width: 80, align: 'right' },
      ],
      loan.ledger.map((entry) => [
        entry.date,
        t(`ledgerKinds.${entry.kind}`),
        money(entry.capital),
        money(entry.interest),
        money(entry.fees),
        money(entry.total),
      ]),
    );
  }
  doc.moveDown();
  doc.font('Helvetica').fontSize(8).text(t('footer'), MARGIN);
  doc.end();
  return result;
}

export async function renderLoanStatement(
  ctx: AppContext,
  loanId: number,
  kind: StatementKind,
): Promise<{ pdf: Buffer; fileName: string }> {
  const loan = await getLoanDetail(ctx, loanId);
  if (!loan.actions.statement) throw refuse('LOAN_ACTION_NOT_ALLOWED', { status: loan.status });
  const language = languageOf(loan.customerLanguage);
  const pdf = await statementPdf(loan, kind, language, ctx.clock.today(), await readCompanyBranding(ctx.database.db));
  const name = language === 'fr' ? 'etat-de-compte' : 'statement';
  return { pdf, fileName: `${name}-${loan.loanNumber}${kind === 'DETAILS' ? '-details' : ''}.pdf` };
}
