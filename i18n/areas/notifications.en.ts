import type { notificationsFr } from './notifications.fr';
import type { DeepStringShape } from '../types';

export const notificationsEn: DeepStringShape<typeof notificationsFr> = {
  errors: {
    IBV_CUSTOMER_EMAIL_REQUIRED: 'This customer has no email: the bank verification link cannot be sent.',
    IBV_SESSION_UNKNOWN: 'The bank verification provider does not know this verification.',
    IBV_BANK_UNKNOWN: 'The bank verification provider does not offer this institution.',
    IBV_BANK_REFUSED: 'The institution refused to link the account.',
    NOTIFICATION_ACTION_FAILED: 'The notification action failed. Please try again.',
  },
  messages: {
    IBV_REQUEST_SENT: 'IBV request sent',
    NOTIFICATIONS_MARKED_READ: 'All notifications were marked as read',
    GLOBAL_NOTIFICATION_SAVED: 'The global notification was saved',
    GLOBAL_NOTIFICATION_DELETED: 'The global notification was withdrawn',
  },
  resources: {
    notifications: {
      name: 'Notification |||| Notifications',
      empty: 'No new notification',
      categories: {
        ALL: 'All',
        ACCEPTED: 'Accepted',
        PREAPPROVED: 'Pre-approved',
        CONTRACT: 'Contracts',
        REJECT: 'Denied',
        IBV: 'IBV',
        CANCELLED_PAYMENT: 'Cancelled payments',
        TRANSACTION_LIMIT_EXCEEDED: 'Transaction limit',
        TRANSACTION_LIMIT_RATE: 'Transaction rate',
        CANCELLED_DEPOSIT: 'Cancelled deposits',
        SUCCESS_DEPOSIT: 'Successful deposits',
        PROMISE_BROKEN: 'Broken promises',
        APPROVAL_REQUESTED: 'Approvals',
        APPROVAL_DECIDED: 'My requests',
      },
      messages: {
        ACCEPTED: 'Request accepted: %{customerName}',
        PREAPPROVED: 'Request pre-approved: %{customerName}',
        REJECT: 'Request denied: %{customerName}',
        IBV: 'Bank verification completed: %{customerName}',
        IBV_FAILED: 'Bank verification failed: %{customerName}',
        CONTRACT: 'Contract signed: %{customerName}',
        CANCELLED_PAYMENT: 'Payment cancelled: %{customerName}',
        TRANSACTION_LIMIT_EXCEEDED: "The payment provider's transaction limit was exceeded",
        TRANSACTION_LIMIT_RATE: "The payment provider's transaction rate limit was reached",
        CANCELLED_DEPOSIT: 'Deposit cancelled: %{customerName}',
        SUCCESS_DEPOSIT: 'Deposit succeeded: %{customerName}',
        PROMISE_BROKEN: 'Promise broken: %{customerName}',
        APPROVAL_REQUESTED: 'Approval requested by %{makerName}: %{subject}',
        APPROVAL_DECIDED: 'Your request was decided: %{subject}',
        APPROVAL_DECIDED_APPROVED: 'Your request was approved: %{subject}',
        APPROVAL_DECIDED_REJECTED: 'Your request was rejected: %{subject}',
        APPROVAL_DECIDED_STALE: 'Your request could not be applied, the record changed meanwhile: %{subject}',
      },
      actions: {
        sendIbvRequest: 'Send IBV request',
      },
      ibvPage: {
        title: 'Bank verification',
        greeting: 'Hello %{firstName},',
        intro:
          'To complete your loan request, choose your financial institution and link your account. We never see your password.',
        chooseBank: 'Your financial institution',
        link: 'Link my account',
        completed: 'Thank you! Your account at %{institution} is linked. You may close this page.',
        failed: 'The verification could not be done. Contact your advisor to receive a new link.',
        expired: 'This link has expired. Contact your advisor to receive a new one.',
        replaced: 'This link was replaced by a newer one. Use the latest link you received.',
        unknown: 'This link is not valid.',
      },
      ibvEmail: {
        subject: 'Verification of your bank account',
        body: 'Hello %{firstName},\n\nTo complete your loan request, please link your bank account by following this link:\n%{link}\n\nThis link is valid for 7 days.',
      },
    },
    'global-notifications': {
      name: 'Global notification |||| Global notifications',
      fields: {
        messageFr: 'Message in French',
        messageEn: 'Message in English',
        startsAt: 'Start',
        endsAt: 'End',
        createdAt: 'Created on',
      },
    },
  },
  auditActions: {
    ibvRequest: {
      sent: 'IBV request sent',
      completed: 'Bank verification completed',
      failed: 'Bank verification failed',
    },
    globalNotification: {
      created: 'Global notification published',
      updated: 'Global notification changed',
      deleted: 'Global notification withdrawn',
    },
  },
};
