import { EmptyState } from '../common/EmptyState';

/** Spec §2's loans tab: the customer's loans once the loans module exists; until then, none to show. */
export const CustomerLoansTab = () => <EmptyState label="resources.customers.loans.empty" />;
