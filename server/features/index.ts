import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountingRoutes } from './accounting/accountingRoutes';
import { booksReadingRoutes } from './accounting/booksReadingRoutes';
import { apiKeyRoutes } from './apiKeys/apiKeyRoutes';
import { auditLogRoutes } from './audit/auditLogRoutes';
import { agreementRoutes } from './agreements/agreementRoutes';
import { reportRoutes } from './reports/reportRoutes';
import { dashboardRoutes } from './dashboards/dashboardRoutes';
import { calendarRoutes } from './calendar/calendarRoutes';
import { navigationRoutes } from './navigation/navigationRoutes';
import { chatRoutes } from './chat/chatRoutes';
import { quickPanelRoutes } from './quickPanel/quickPanelRoutes';
import { collectionRoutes } from './collections/collectionRoutes';
import { contractRoutes } from './contracts/contractRoutes';
import { customerDocumentRoutes } from './customers/customerDocumentRoutes';
import { customerMergeRoutes } from './customers/customerMergeRoutes';
import { customerMessageRoutes } from './messages/customerMessageRoutes';
import { customerRoutes } from './customers/customerRoutes';
import { customerTabRoutes } from './customers/customerTabRoutes';
import { depositRoutes } from './deposits/depositRoutes';
import { providerCallbackRoutes } from './deposits/providerCallbackRoutes';
import { generalSettingsRoutes } from './configuration/generalSettingsRoutes';
import { globalNotificationRoutes } from './notifications/globalNotificationRoutes';
import { ibvRoutes } from './notifications/ibvRoutes';
import { identityRoutes } from './identity/identityRoutes';
import { profileRoutes } from './identity/profileRoutes';
import { approvalRoutes } from './controls/approvalRoutes';
import { retentionRoutes } from './retention/retentionRoutes';
import { sessionRoutes } from './sessions/sessionRoutes';
import { secondFactorRoutes } from './secondFactor/secondFactorRoutes';
import { loanActionRoutes } from './loans/loanActionRoutes';
import { loanConfigurationRoutes } from './loans/loanConfigurationRoutes';
import { loanPreviewRoutes } from './loans/loanPreviewRoutes';
import { loanRoutes } from './loans/loanRoutes';
import { messageTemplateRoutes } from './messages/messageTemplateRoutes';
import { notificationRoutes } from './notifications/notificationRoutes';
import { outboxRoutes } from './outbox/outboxRoutes';
import { portalRoutes } from './portal/portalRoutes';
import { privacyRoutes } from './privacy/privacyRoutes';
import { portalConfigurationRoutes } from './configuration/portalConfigurationRoutes';
import { publicLoanRequestRoutes } from './apiKeys/publicLoanRequestRoutes';
import { requestRoutes } from './requests/requestRoutes';
import { staticAppRoutes } from './system/staticAppRoutes';
import { userRoutes } from './users/userRoutes';
import { versionRoutes } from './system/versionRoutes';
import { reconciliationRoutes } from './reconciliation/reconciliationRoutes';
import { periodRoutes } from './accounting/periodRoutes';
import { allowanceRoutes } from './allowance/allowanceRoutes';

/** A feature's route plugin: its routes, registered on the app with the shared context. */
export type FeatureRoutes = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

/**
 * Every feature's routes, in the order server/app.ts registers them. A new feature adds its
 * folder and one line here; the browser's app comes last, as it answers what no route claims.
 */
export const FEATURE_ROUTES: FeatureRoutes[] = [
  identityRoutes,
  profileRoutes,
  secondFactorRoutes,
  sessionRoutes,
  approvalRoutes,
  retentionRoutes,
  userRoutes,
  customerRoutes,
  customerDocumentRoutes,
  customerTabRoutes,
  customerMergeRoutes,
  privacyRoutes,
  requestRoutes,
  loanPreviewRoutes,
  loanRoutes,
  loanActionRoutes,
  loanConfigurationRoutes,
  depositRoutes,
  collectionRoutes,
  agreementRoutes,
  reportRoutes,
  accountingRoutes,
  booksReadingRoutes,
  reconciliationRoutes,
  periodRoutes,
  allowanceRoutes,
  dashboardRoutes,
  calendarRoutes,
  navigationRoutes,
  chatRoutes,
  quickPanelRoutes,
  providerCallbackRoutes,
  messageTemplateRoutes,
  customerMessageRoutes,
  portalConfigurationRoutes,
  generalSettingsRoutes,
  apiKeyRoutes,
  publicLoanRequestRoutes,
  contractRoutes,
  portalRoutes,
  notificationRoutes,
  globalNotificationRoutes,
  ibvRoutes,
  auditLogRoutes,
  outboxRoutes,
  versionRoutes,
  staticAppRoutes,
];
