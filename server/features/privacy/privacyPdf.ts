import PDFDocument from 'pdfkit';
import type { PersonalInformation } from '../../../domain/privacy';
import type { Language } from '../../../i18n/types';
import { collectPdf, MARGIN } from '../../pdf/pdfLayout';
import type { CompanyBranding } from '../configuration/companyBranding';
import { drawCompanyHeader } from '../configuration/pdfBranding';
import { facts, fittedTable, note, paragraph, section, subheading } from './privacyPdfBlocks';
import { privacyPdfFormat, type PrivacyPdfFormat } from './privacyPdfFormat';
import { writeTraces } from './privacyPdfTraces';

const CUSTOMER = 'resources.customers';

/** The profile, as the customer's file shows it: identity, address, job, income, bank, finances. */
function writeProfile(doc: PDFKit.PDFDocument, data: PersonalInformation, f: PrivacyPdfFormat) {
  const c = data.customer;
  const field = (name: string) => f.label(`${CUSTOMER}.fields`, name);
  const rows: [string, string][] = [
    [field('customerNumber'), f.text(c.customerNumber)],
    [field('status'), f.label(`${CUSTOMER}.status`, c.status)],
    [field('firstName'), f.text(c.firstName)],
    [field('lastName'), f.text(c.lastName)],
    [field('gender'), f.label(`${CUSTOMER}.gender`, c.gender)],
    [field('language'), f.label('languageNames', c.language)],
    [field('sin'), f.text(c.sin)],
    [field('dateOfBirth'), f.day(c.dateOfBirth)],
    [field('email'), f.text(c.email)],
    [field('homePhone'), f.text(c.homePhone)],
    [field('cellPhone'), f.text(c.cellPhone)],
    [field('fax'), f.text(c.fax)],
    [field('street'), f.text(c.street)],
    [field('apartment'), f.text(c.apartment)],
    [field('city'), f.text(c.city)],
    [field('province'), f.label('provinces', c.province)],
    [field('postalCode'), f.text(c.postalCode)],
    [field('addressSince'), f.day(c.addressSince)],
  ];
  const job = c.job ?? {};
  for (const [name, value] of Object.entries(job)) {
    const shown = /Date$/.test(name)
      ? f.day(value as string | null)
      : name === 'payFrequency'
        ? f.label(`${CUSTOMER}.payFrequency`, value as string | null)
        : f.text(value as string | null);
    rows.push([field(`job.${name}`), shown]);
  }
  c.incomeSources.forEach((source, index) => {
    rows.push([
      f.fill(f.words.fields.incomeSource, { number: index + 1 }),
      f.label(`${CUSTOMER}.incomeSource`, source.type),
    ]);
    for (const [name, value] of Object.entries(source)) {
      if (name === 'type' || value === null || value === undefined) continue;
      const shown = typeof value === 'boolean' ? f.yesNo(value) : /Date$/.test(name) ? f.day(value) : f.text(value);
      rows.push([`  ${f.label(`${CUSTOMER}.income`, name)}`, shown]);
    }
  });
  rows.push(
    [field('bankrupt'), f.yesNo(c.bankrupt)],
    [field('bankruptcyEndDate'), f.day(c.bankruptcyEndDate)],
    [field('bankTransit'), f.text(c.bankTransit)],
    [
      field('bankInstitution'),
      f.text(c.bankInstitutionName ? `${c.bankInstitution} (${c.bankInstitutionName})` : c.bankInstitution),
    ],
    [field('bankAccount'), f.text(c.bankAccount)],
  );
  for (const [name, value] of Object.entries(c.financialStatus ?? {})) {
    const shown =
      name === 'housingStatus'
        ? f.label(`${CUSTOMER}.housingStatus`, value as string | null)
        : f.money(value as number | null);
    rows.push([field(`financialStatus.${name}`), shown]);
  }
  rows.push([field('createdAt'), f.instant(c.createdAt)], [field('updatedAt'), f.instant(c.updatedAt)]);
  facts(doc, rows);
}

function writeLoans(doc: PDFKit.PDFDocument, data: PersonalInformation, f: PrivacyPdfFormat) {
  const { words: w } = f;
  const col = w.columns;
  section(doc, w.sections.loans, w.none, data.loans.length === 0, () => {
    for (const loan of data.loans) {
      subheading(doc, f.fill(w.sections.loan, { number: loan.loanNumber }));
      facts(doc, [
        [w.fields.amount, f.money(loan.amountCents)],
        [w.fields.status, f.label('resources.loans.status', loan.status)],
        [w.fields.startDate, f.day(loan.startDate)],
        [w.fields.endDate, f.day(loan.endDate)],
        [w.fields.frequency, f.label('statement.frequencies', loan.frequency)],
        [w.fields.numberOfPayments, f.text(loan.numberOfPayments)],
        [w.fields.annualRate, f.percent(loan.annualInterestRate)],
        [w.fields.apr, f.percent(loan.apr)],
        [w.fields.owing, f.money(loan.owingCents)],
      ]);
      subheading(doc, w.sections.schedule);
      fittedTable(
        doc,
        [
          { title: col.number, width: 30 },
          { title: col.date, width: 80 },
          { title: col.amount, width: 70, align: 'right' },
          { title: col.interest, width: 62, align: 'right' },
          { title: col.capital, width: 70, align: 'right' },
          { title: col.fees, width: 60, align: 'right' },
          { title: col.balance, width: 70, align: 'right' },
          { title: col.status, width: 74 },
        ],
        loan.payments.map((line) => [
          String(line.number),
          f.day(line.dueDate),
          f.money(line.amountCents),
          f.money(line.interestCents),
          f.money(line.capitalCents),
          f.money(line.membershipFeeCents + line.feesCents),
          f.money(line.balanceCents),
          f.label('resources.loans.lineStatus', line.status),
        ]),
      );
      subheading(doc, w.sections.ledger);
      fittedTable(
        doc,
        [
          { title: col.date, width: 80 },
          { title: col.entry, width: 170 },
          { title: col.capital, width: 66, align: 'right' },
          { title: col.interest, width: 62, align: 'right' },
          { title: col.fees, width: 60, align: 'right' },
          { title: col.total, width: 78, align: 'right' },
        ],
        loan.ledger.map((entry) => [
          f.day(entry.entryDate),
          f.label('resources.loans.ledgerKind', entry.kind),
          f.money(entry.capitalCents),
          f.money(entry.interestCents),
          f.money(entry.feesCents),
          f.money(entry.capitalCents + entry.interestCents + entry.feesCents),
        ]),
      );
    }
  });
}

function writeFile(doc: PDFKit.PDFDocument, data: PersonalInformation, f: PrivacyPdfFormat) {
  const { words: w } = f;
  const col = w.columns;
  section(doc, w.sections.profile, w.none, false, () => writeProfile(doc, data, f));
  section(doc, w.sections.references, w.none, data.references.length === 0, () =>
    fittedTable(
      doc,
      [
        { title: col.name, width: 150 },
        { title: col.relationship, width: 110 },
        { title: col.phone, width: 96 },
        { title: col.email, width: 160 },
      ],
      data.references.map((reference) => [
        f.text(`${reference.firstName} ${reference.lastName}`),
        f.label(`${CUSTOMER}.relationship`, reference.relationship),
        f.text(reference.phone),
        f.text(reference.email),
      ]),
    ),
  );
  section(doc, w.sections.comments, w.none, data.comments.length === 0, () => {
    for (const comment of data.comments)
      note(doc, `${f.instant(comment.createdAt)} — ${f.text(comment.authorName ?? w.system)}`, f.text(comment.body));
  });
  section(doc, w.sections.requests, w.none, data.requests.length === 0, () =>
    fittedTable(
      doc,
      [
        { title: col.number, width: 50 },
        { title: col.date, width: 110 },
        { title: col.amount, width: 90, align: 'right' },
        { title: col.approved, width: 90, align: 'right' },
        { title: col.status, width: 176 },
      ],
      data.requests.map((request) => [
        String(request.id),
        f.instant(request.createdAt),
        f.money(request.requestedAmountCents),
        f.money(request.approvedAmountCents),
        f.label('resources.requests.status', request.status),
      ]),
    ),
  );
  writeLoans(doc, data, f);
}

/** The archive's readable copy, in one language: the same information as the JSON, in words. */
export function personalInformationPdf(
  data: PersonalInformation,
  language: Language,
  branding: Pick<CompanyBranding, 'companyName' | 'logoPng'>,
): Promise<Buffer> {
  const f = privacyPdfFormat(language);
  const { words: w } = f;
  const name = `${data.customer.firstName} ${data.customer.lastName}`;
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `${w.title} — ${name}` } });
  const result = collectPdf(doc);
  drawCompanyHeader(doc, branding);
  doc.font('Helvetica-Bold').fontSize(14).text(w.title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(f.text(f.fill(w.customer, { name, number: data.customer.customerNumber })));
  doc.text(f.text(f.fill(w.issuedOn, { date: f.longDay(data.asOf), lender: data.lender })));
  doc.moveDown(0.5);
  paragraph(doc, f.text(f.fill(w.intro, { lender: data.lender })));
  writeFile(doc, data, f);
  writeTraces(doc, data, f);
  doc.moveDown();
  doc.font('Helvetica').fontSize(8).text(w.footer, MARGIN);
  doc.end();
  return result;
}
