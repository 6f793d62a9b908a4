/**
 * Every table, each declared in its feature's folder: drizzle-kit reads this list to write the
 * migrations, and queries that join across features import from here.
 */
export * from '../auth/tables';
export * from '../features/users/tables';
export * from '../features/audit/tables';
export * from '../features/outbox/tables';
export * from '../features/customers/tables';
export * from '../features/requests/tables';
export * from '../features/loans/tables';
export * from '../features/configuration/tables';
export * from '../features/messages/tables';
export * from '../features/customers/documentTables';
export * from '../features/notifications/tables';
export * from '../features/deposits/tables';
export * from '../adapters/payments/sandboxTables';
export * from '../features/debits/tables';
export * from '../features/collections/tables';
export * from '../features/agreements/tables';
export * from '../features/reports/tables';
export * from '../features/calendar/tables';
export * from '../features/dashboards/tables';
export * from '../features/chat/tables';
export * from '../features/quickPanel/tables';
export * from '../features/portal/tables';
export * from '../features/accounting/tables';
export * from '../features/reconciliation/tables';
export * from '../features/allowance/tables';
export * from '../features/secondFactor/tables';
export * from '../features/sessions/tables';
export * from '../features/controls/tables';
export * from '../features/retention/tables';
