import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { EDITABLE_CUSTOMER_FIELDS, createCustomerBody } from '../domain/customers';
import { createUserBody, updateUserBody } from '../domain/identity';
import { createRequestBody, updateRequestBody } from '../domain/requests';
import { globalNoticeBody } from '../domain/notifications';
import { updateCollectionFileBody } from '../domain/collectionRecords';
import { createAccountingActions, type AccountingActions } from './accountingActions';
import { createApiKeyActions, type ApiKeyActions } from './apiKeyActions';
import { createApprovalActions, type ApprovalActions } from './approvalActions';
import { createRetentionActions, type RetentionActions } from './retentionActions';
import { createBooksCloseActions, type BooksCloseActions } from './booksCloseActions';
import { createConfigurationActions, type ConfigurationActions } from './configurationActions';
import { createContractActions, type ContractActions } from './contractActions';
import { createCustomerActions, type CustomerActions } from './customerActions';
import { createCustomerPartsProvider, isCustomerPart } from './customerParts';
import { createDepositActions, type DepositActionMethods } from './depositActions';
import { createCollectionActions, type CollectionActions } from './collectionActions';
import { createAgreementActions, type AgreementActions } from './agreementActions';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';
import { createIdentityActions, type IdentityActions } from './identityActions';
import { createLoanActions, type LoanActionMethods } from './loanActions';
import { createMessageActions, type MessageActions } from './messageActions';
import { createNotificationActions, type NotificationActions } from './notificationActions';
import { createReportActions, type ReportActions } from './reportActions';
import { createDashboardActions, type DashboardActions } from './dashboardActions';
import { createRequestActions, type RequestActions } from './requestActions';
import { createShellActions, type ShellActions } from './shellActions';

export type { Me, StatusAnswer } from './identityActions';

export interface GuichetDataProvider
  extends
    DataProvider,
    CustomerActions,
    RequestActions,
    LoanActionMethods,
    DepositActionMethods,
    CollectionActions,
    AgreementActions,
    ReportActions,
    DashboardActions,
    AccountingActions,
    BooksCloseActions,
    ConfigurationActions,
    ApiKeyActions,
    ApprovalActions,
    RetentionActions,
    ContractActions,
    NotificationActions,
    MessageActions,
    ShellActions,
    IdentityActions {}

/**
 * The keys each resource's server route accepts: it refuses any other with 400, and react-admin
 * sends back whole records (id, createdAt, …). Taken from the shared zod schemas.
 */
const WRITABLE_KEYS: Record<string, { create: readonly string[]; update: readonly string[] }> = {
  users: { create: Object.keys(createUserBody.shape), update: Object.keys(updateUserBody.shape) },
  customers: { create: Object.keys(createCustomerBody.shape), update: [...EDITABLE_CUSTOMER_FIELDS, 'version'] },
  requests: { create: Object.keys(createRequestBody.shape), update: Object.keys(updateRequestBody.shape) },
  'global-notifications': { create: Object.keys(globalNoticeBody.shape), update: Object.keys(globalNoticeBody.shape) },
  'collection-files': { create: [], update: Object.keys(updateCollectionFileBody.shape) },
};

function pick<T extends object>(data: T, keys: readonly string[] | undefined): Partial<T> {
  if (!keys) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => keys.includes(key) && value !== undefined),
  ) as Partial<T>;
}

export function createDataProvider(http: HttpClient = defaultHttpClient): GuichetDataProvider {
  // Totals read from X-Total-Count: with Content-Range, ra-data-simple-rest also sends a Range
  // header, and a browser asks for an uncompressed answer to any request with one.
  const rest = simpleRestProvider('/api', http, 'X-Total-Count');

  const parts = createCustomerPartsProvider(http);

  return {
    ...rest,
    getList: (resource, params) =>
      isCustomerPart(resource) ? parts.getList(resource, params) : rest.getList(resource, params),
    getManyReference: (resource, params) =>
      isCustomerPart(resource) ? parts.getManyReference(resource, params) : rest.getManyReference(resource, params),
    create: (resource, params) =>
      isCustomerPart(resource)
        ? parts.create(resource, params)
        : rest.create(resource, { ...params, data: pick(params.data, WRITABLE_KEYS[resource]?.create) }),
    update: (resource, params) =>
      isCustomerPart(resource)
        ? parts.update(resource, params)
        : rest.update(resource, { ...params, data: pick(params.data, WRITABLE_KEYS[resource]?.update) }),
    delete: (resource, params) =>
      isCustomerPart(resource) ? parts.delete(resource, params) : rest.delete(resource, params),
    ...createIdentityActions(http),
    ...createAccountingActions(http),
    ...createBooksCloseActions(http),
    ...createCustomerActions(http),
    ...createRequestActions(http),
    ...createLoanActions(http),
    ...createDepositActions(http),
    ...createCollectionActions(http),
    ...createAgreementActions(http),
    ...createReportActions(http),
    ...createDashboardActions(http),
    ...createConfigurationActions(http),
    ...createNotificationActions(http),
    ...createContractActions(http),
    ...createApiKeyActions(http),
    ...createApprovalActions(http),
    ...createRetentionActions(http),
    ...createMessageActions(http),
    ...createShellActions(http),
  };
}

export const dataProvider = createDataProvider();
