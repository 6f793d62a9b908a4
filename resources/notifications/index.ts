export { notificationRoutes } from './routes';
export { NotificationCentreProvider, useNotificationCentre } from './NotificationCentreProvider';
