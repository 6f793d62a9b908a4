import { Navigate, Route } from 'react-router-dom';
import { REQUEST_QUEUE_NAMES } from '../../domain/requests';
import { REQUESTS_HOME } from './requestQueues';
import { everydayScreen } from '../common/lazyScreen';

const RequestQueueScreen = everydayScreen(() =>
  import('./RequestQueueScreen').then((module) => ({ default: module.RequestQueueScreen })),
);

/** Everyone lands on the requests after signing in (spec §2): their screen's code, fetched ahead. */
export const preloadRequestQueue = () => RequestQueueScreen.preload();

/** The list's own URL (/apps/requests, where react-admin goes back to) opens the sidebar's first entry. */
export const RequestsHomeRedirect = () => <Navigate to={REQUESTS_HOME} replace />;

/** Spec §2: /apps/requests/all, /new, /waiting, … — one route per sidebar entry, loaded when opened. */
export const requestRoutes = REQUEST_QUEUE_NAMES.map((queue) => (
  <Route key={queue} path={`/requests/${queue}`} element={<RequestQueueScreen queue={queue} />} />
));
