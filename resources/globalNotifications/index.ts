export { globalNotificationRoutes } from './routes';
