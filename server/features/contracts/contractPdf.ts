import PDFDocument from 'pdfkit';
import { contractSchedule, contractTotals, type ContractLanguage } from '../../../domain/contracts';
import { translate } from '../../../i18n/translate';
import { formatMoney } from '../../../domain/money';
import type { CompanyBranding } from '../configuration/companyBranding';
import { drawCompanyHeader } from '../configuration/pdfBranding';
import type { LoanDetail } from '../loans/loanDetail';
import { collectPdf, facts, heading, MARGIN, paragraph, table } from '../../pdf/pdfLayout';
import { formatPercent } from '../../../domain/percent';

/** The borrower as the contract names them, with the account the payments are taken from. */
export interface ContractBorrower {
  name: string;
  street: string | null;
  apartment: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  bankTransit: string;
  bankInstitution: string;
  bankAccount: string;
}

export interface ContractContent {
  loan: LoanDetail;
  borrower: ContractBorrower;
  branding: CompanyBranding;
  /** The NSF and deferral fees in force on the day the contract is issued (domain/loanConfiguration.ts feeInForce). */
  fees: { nsf: number; deferral: number };
  /** In the order the document gives them (domain/contracts.ts contractLanguages). */
  languages: ContractLanguage[];
  today: string;
}

function addressLines(borrower: ContractBorrower): string[] {
  const street = [borrower.street, borrower.apartment ? `app. ${borrower.apartment}` : null].filter(Boolean).join(', ');
  const city = [borrower.city, borrower.province, borrower.postalCode].filter(Boolean).join(' ');
  return [street, city].filter((line) => line !== '');
}

/** One complete version of the contract in one language. */
function writeVersion(doc: PDFKit.PDFDocument, content: ContractContent, language: ContractLanguage) {
  const { loan, borrower, branding, fees } = content;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(language, `resources.contracts.pdf.${key}`, params);
  const money = (cents: number) => formatMoney(cents, language);
  const schedule = contractSchedule(loan.payments);
  const totals = contractTotals(loan.amount, loan.payments);

  drawCompanyHeader(doc, branding);
  doc.font('Helvetica-Bold').fontSize(14).text(t('title'), MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(t('loanNumber', { number: loan.loanNumber }));
  doc.text(t('issuedOn', { date: content.today }));
  if (content.languages.length > 1) {
    doc.moveDown(0.3);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(t(language === 'fr' ? 'french' : 'english'));
    doc.font('Helvetica').fontSize(9).text(t('bilingualNote'));
  }

  heading(doc, t('lender'));
  doc.font('Helvetica').fontSize(10).text(branding.companyName);
  if (branding.adminEmail) doc.text(branding.adminEmail);
  heading(doc, t('borrower'));
  doc.font('Helvetica').fontSize(10).text(borrower.name);
  for (const line of addressLines(borrower)) doc.text(line);

  heading(doc, t('terms'));
  facts(doc, [
    [t('amount'), money(loan.amount)],
    [t('frequency'), translate(language, `statement.frequencies.${loan.frequency}`)],
    [t('numberOfPayments'), String(schedule.length)],
    [t('regularPayment'), money(totals.regularPayment)],
    [t('firstPaymentDate'), schedule[0]?.date ?? '—'],
    [t('lastPaymentDate'), schedule.at(-1)?.date ?? '—'],
    [t('annualRate'), formatPercent(loan.annualInterestRate, language)],
    [t('apr'), formatPercent(loan.apr, language)],
    [t('totalInterest'), money(totals.totalInterest)],
    [t('totalPayments'), money(totals.totalPayments)],
    [t('costOfCredit'), money(totals.costOfCredit)],
  ]);

  heading(doc, t('fees'));
  facts(doc, [
    [t('brokerageFee'), money(loan.brokerageFee)],
    [t('membershipFee'), money(loan.membershipFeePerPayment)],
    [t('nsfFee'), money(fees.nsf)],
    [t('deferralFee'), money(fees.deferral)],
  ]);

  heading(doc, t('schedule'));
  const c = (key: string) => t(`columns.${key}`);
  table(
    doc,
    [
      { title: c('number'), width: 36 },
      { title: c('date'), width: 72 },
      { title: c('amount'), width: 76, align: 'right' },
      { title: c('interest'), width: 70, align: 'right' },
      { title: c('capital'), width: 76, align: 'right' },
      { title: c('membershipFee'), width: 70, align: 'right' },
      { title: c('balance'), width: 80, align: 'right' },
    ],
    schedule.map((line, index) => [
      String(index + 1),
      line.date,
      money(line.amount),
      money(line.interest),
      money(line.capital),
      money(line.membershipFee),
      money(line.balance),
    ]),
  );

  heading(doc, t('clauses'));
  paragraph(doc, t('prepayment'));
  paragraph(
    doc,
    t('debit', {
      transit: borrower.bankTransit,
      institution: borrower.bankInstitution,
      account: borrower.bankAccount.slice(-4),
    }),
  );
  paragraph(doc, t('nsf'));
  paragraph(doc, t('deferral'));

  heading(doc, t('signatures'));
  doc.moveDown(1.5);
  const y = doc.y;
  const line = (x: number, label: string, name: string) => {
    doc
      .moveTo(x, y)
      .lineTo(x + 220, y)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`${label} — ${name}`, x, y + 4, { width: 220 });
    doc.text(`${t('signatureDate')} : ____________________`, x, y + 30, { width: 220 });
  };
  line(MARGIN, t('borrowerSignature'), borrower.name);
  line(MARGIN + 276, t('lenderSignature'), branding.companyName);
  doc.x = MARGIN;
  doc.y = y + 60;
  doc.font('Helvetica').fontSize(8).text(t('footer'), MARGIN);
}

/**
 * The loan contract (spec §2's send contract): the lender and the borrower, the terms, the whole
 * payment schedule, the cost-of-credit disclosure (APR and total cost, from the loan's own
 * figures), the fees in force and a signature block — once per language, French first when both.
 */
export function contractPdf(content: ContractContent): Promise<Buffer> {
  const [first] = content.languages;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `${translate(first, 'resources.contracts.pdf.title')} ${content.loan.loanNumber}`,
      Author: content.branding.companyName,
    },
  });
  const result = collectPdf(doc);
  content.languages.forEach((language, index) => {
    if (index > 0) doc.addPage();
    writeVersion(doc, content, language);
  });
  doc.end();
  return result;
}
