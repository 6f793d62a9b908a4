import type { notificationCentreFr } from './notificationCentre.fr';
import type { DeepStringShape } from '../types';

export const notificationCentreEn: DeepStringShape<typeof notificationCentreFr> = {
  errors: {},
  messages: {},
  resources: {
    notificationCentre: {
      bell: 'Notifications',
      bellUnread: 'Notifications, %{count} unread |||| Notifications, %{count} unread',
      title: 'Notifications',
      categories: 'Notification categories',
      countLoading: 'Count loading',
      seeMore: 'See more',
      markAllRead: 'Mark all as read',
      markAllTitle: 'Mark all as read?',
      markAllContent: 'Every notification of the “%{category}” category will be marked as read. This cannot be undone.',
      created: 'Created %{date}',
      read: 'Read %{date}',
      unread: 'Unread',
      pageTitle: 'Notifications: %{category}',
      emptyPage: 'No notification in this category',
    },
    globalNotificationsScreen: {
      title: 'Global notifications',
      intro:
        "A message published here shows at the top of every user's screen, in their language, between the chosen start and end.",
      create: 'Publish a notification',
      createTitle: 'New global notification',
      editTitle: 'Edit the global notification',
      edit: 'Edit',
      delete: 'Withdraw',
      deleteTitle: 'Withdraw this global notification?',
      deleteContent: 'It will no longer be shown to anyone.',
      empty: 'No global notification',
      actions: 'Actions',
      state: 'State',
      states: {
        showing: 'Showing',
        upcoming: 'Upcoming',
        ended: 'Ended',
      },
    },
    globalNoticeBanner: {
      label: 'Notice to all users',
      close: 'Close this notice',
    },
    liveRefresh: {
      changedElsewhere:
        'Someone else just changed this record. Press Update to see their changes: what you typed will be kept.',
    },
  },
  auditActions: {},
};
