import type { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../../../domain/customerDocuments';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';
import { customers } from './tables';
import { loans } from '../loans/tables';
import { bytea, createdAt, updatedAt } from '../../db/columns';

/** What an agent files about a customer; the bytes live in customer_document_contents. */
export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    type: text('type').$type<(typeof DOCUMENT_TYPES)[number]>().notNull(),
    status: text('status').$type<(typeof DOCUMENT_STATUSES)[number]>().notNull().default('RECEIVED'),
    depositDate: date('deposit_date', { mode: 'string' }),
    /** The loan this document belongs to: one of the same customer's loans (checked by the service). */
    loanId: integer('loan_id').references(() => loans.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customer_documents_customer_idx').on(t.customerId)],
);

/**
 * The file bytes, apart from their description so that listing documents never reads them. In the
 * database rather than under DATA_DIR: saved in the same transaction as the description and the
 * audit entry, in every backup, and shared by every app instance on an external PostgreSQL.
 */
export const customerDocumentContents = pgTable('customer_document_contents', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => customerDocuments.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});
