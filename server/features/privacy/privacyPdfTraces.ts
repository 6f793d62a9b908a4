import type { PersonalInformation } from '../../../domain/privacy';
import { facts, fittedTable, note, paragraph, section, subheading } from './privacyPdfBlocks';
import type { PrivacyPdfFormat } from './privacyPdfFormat';

type Doc = PDFKit.PDFDocument;

/** Money that went to the person and what collections and agreements followed. */
function writeMoneyFollowUps(doc: Doc, data: PersonalInformation, f: PrivacyPdfFormat) {
  const { words: w } = f;
  const col = w.columns;
  const loanNumber = (loanId: number) => f.text(data.loans.find((loan) => loan.id === loanId)?.loanNumber ?? loanId);
  section(doc, w.sections.deposits, w.none, data.deposits.length === 0, () =>
    fittedTable(
      doc,
      [
        { title: col.date, width: 100 },
        { title: col.loan, width: 60 },
        { title: col.amount, width: 80, align: 'right' },
        { title: col.provider, width: 90 },
        { title: col.destination, width: 106 },
        { title: col.status, width: 80 },
      ],
      data.deposits.map((deposit) => [
        f.instant(deposit.createdAt),
        loanNumber(deposit.loanId),
        f.money(deposit.amountCents),
        f.label('resources.loans.provider', deposit.provider),
        f.text(
          deposit.interacEmail ?? [deposit.transit, deposit.institution, deposit.account].filter(Boolean).join('-'),
        ),
        f.label('resources.deposits.status', deposit.status),
      ]),
    ),
  );
  section(doc, w.sections.collections, w.none, data.collectionFiles.length === 0, () =>
    fittedTable(
      doc,
      [
        { title: col.loan, width: 60 },
        { title: col.opened, width: 80 },
        { title: col.reason, width: 130 },
        { title: col.amount, width: 70, align: 'right' },
        { title: col.settled, width: 80 },
        { title: col.status, width: 96 },
      ],
      data.collectionFiles.map((file) => [
        loanNumber(file.loanId),
        f.day(file.openedOn),
        f.label('resources.collection-files.reason', file.reason),
        f.money(file.amountOwedCents),
        f.day(file.settledOn),
        f.label('resources.collection-files.status', file.status),
      ]),
    ),
  );
  section(doc, w.sections.agreements, w.none, data.paymentAgreements.length === 0, () => {
    for (const agreement of data.paymentAgreements) {
      subheading(
        doc,
        `${f.fill(w.sections.loan, { number: loanNumber(agreement.loanId) })} — ${f.instant(agreement.createdAt)}`,
      );
      facts(doc, [
        [w.columns.amount, f.money(agreement.totalCents)],
        [w.columns.status, f.label('resources.agreements.status', agreement.status)],
        [w.columns.type, f.label('resources.agreements.method', agreement.method)],
      ]);
      fittedTable(
        doc,
        [
          { title: col.number, width: 40 },
          { title: col.date, width: 120 },
          { title: col.amount, width: 100, align: 'right' },
          { title: col.status, width: 120 },
        ],
        agreement.payments.map((payment) => [
          String(payment.number),
          f.day(payment.dueDate),
          f.money(payment.amountCents),
          f.text(payment.status),
        ]),
      );
    }
  });
}

/** What was filed about the person and what was sent to them. */
function writeDocumentsAndMessages(doc: Doc, data: PersonalInformation, f: PrivacyPdfFormat) {
  const { words: w } = f;
  const col = w.columns;
  section(doc, w.sections.documents, w.none, data.documents.length === 0, () =>
    fittedTable(
      doc,
      [
        { title: col.date, width: 100 },
        { title: col.type, width: 110 },
        { title: col.status, width: 70 },
        { title: col.file, width: 236 },
      ],
      data.documents.map((document) => [
        f.instant(document.createdAt),
        f.label('resources.customers.documents.type', document.type),
        f.label('resources.customers.documents.status', document.status),
        f.text(document.file),
      ]),
    ),
  );
  section(doc, w.sections.contracts, w.none, data.contracts.length === 0, () =>
    fittedTable(
      doc,
      [
        { title: col.date, width: 100 },
        { title: col.channel, width: 70 },
        { title: col.to, width: 140 },
        { title: col.status, width: 60 },
        { title: col.file, width: 146 },
      ],
      data.contracts.map((contract) => [
        f.instant(contract.sentAt),
        f.text(contract.channel),
        f.text(contract.destination),
        f.text(contract.status),
        f.text(contract.file),
      ]),
    ),
  );
  section(doc, w.sections.messages, w.none, data.messages.length === 0, () => {
    for (const message of data.messages) {
      const channel = f.label('resources.messageTemplates.channels', message.channel);
      const status = f.label('resources.messageTemplates.status', message.status);
      const subject = message.subject ? ` — ${f.text(message.subject)}` : '';
      note(
        doc,
        `${f.instant(message.createdAt)} — ${channel} — ${f.text(message.to)} (${status})${subject}`,
        f.text(message.body),
      );
    }
  });
  // An email the messages above already show (its outbox copy) is not written twice; the JSON keeps both.
  const shown = (email: PersonalInformation['emails'][number]) =>
    data.messages.some(
      (message) =>
        message.to.toLowerCase() === email.to.toLowerCase() &&
        message.subject === email.subject &&
        Math.abs(Date.parse(message.createdAt) - Date.parse(email.createdAt)) < 60_000,
    );
  const emails = data.emails.filter((email) => !shown(email));
  const emptyEmails = data.emails.length > 0 ? w.emailsShownAbove : w.none;
  section(doc, w.sections.emails, emptyEmails, emails.length === 0, () => {
    for (const email of emails)
      note(doc, `${f.instant(email.createdAt)} — ${f.text(email.to)} — ${f.text(email.subject)}`, f.text(email.text));
  });
}

function writePortal(doc: Doc, data: PersonalInformation, f: PrivacyPdfFormat) {
  const { words: w } = f;
  const col = w.columns;
  const { portal } = data;
  section(doc, w.sections.portal, w.none, false, () => {
    subheading(doc, w.sections.signIns);
    if (portal.signIns.length === 0) doc.font('Helvetica').fontSize(9).text(w.none);
    else
      fittedTable(
        doc,
        [
          { title: col.date, width: 170 },
          { title: col.lastSeen, width: 170 },
          { title: col.ended, width: 176 },
        ],
        portal.signIns.map((signIn) => [
          f.instant(signIn.signedInAt),
          f.instant(signIn.lastSeenAt),
          f.instant(signIn.endedAt),
        ]),
      );
    subheading(doc, w.sections.codes);
    if (portal.codes.length === 0) doc.font('Helvetica').fontSize(9).text(w.none);
    else
      fittedTable(
        doc,
        [
          { title: col.date, width: 130 },
          { title: col.channel, width: 70 },
          { title: col.to, width: 186 },
          { title: col.used, width: 130 },
        ],
        portal.codes.map((code) => [
          f.instant(code.sentAt),
          f.label('resources.messageTemplates.channels', code.channel),
          f.text(code.address),
          f.instant(code.usedAt),
        ]),
      );
    subheading(doc, w.sections.pad);
    if (portal.padAuthorizations.length === 0) doc.font('Helvetica').fontSize(9).text(w.none);
    for (const pad of portal.padAuthorizations)
      facts(doc, [
        [w.fields.acceptedAt, f.instant(pad.acceptedAt)],
        [w.fields.account, f.text(`${pad.bankTransit}-${pad.bankInstitution}-${pad.bankAccount}`)],
        [w.fields.language, f.label('languageNames', pad.language)],
        [w.fields.ipAddress, f.text(pad.ipAddress)],
      ]);
  });
}

function writeAudit(doc: Doc, data: PersonalInformation, f: PrivacyPdfFormat) {
  const { words: w } = f;
  const col = w.columns;
  const entityName = (entity: string) =>
    entity in w.entities ? w.entities[entity as keyof typeof w.entities] : f.text(entity);
  section(doc, w.sections.audit, w.none, data.audit.length === 0, () => {
    paragraph(doc, w.auditNote);
    fittedTable(
      doc,
      [
        { title: col.date, width: 110 },
        { title: col.by, width: 120 },
        { title: col.action, width: 206 },
        { title: col.record, width: 80 },
      ],
      data.audit.map((entry) => [
        f.instant(entry.at),
        entry.by === 'portal' ? w.portal : f.text(entry.by ?? w.system),
        f.text(f.label('audit.actions', entry.action)),
        `${entityName(entry.entity)} ${entry.entityId}`,
      ]),
    );
  });
}

/** The second half of the PDF: money follow-ups, documents, messages, the portal and the audit trail. */
export function writeTraces(doc: Doc, data: PersonalInformation, f: PrivacyPdfFormat) {
  writeMoneyFollowUps(doc, data, f);
  writeDocumentsAndMessages(doc, data, f);
  writePortal(doc, data, f);
  writeAudit(doc, data, f);
}
