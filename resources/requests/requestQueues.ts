import {
  REQUEST_QUEUE_NAMES,
  REQUEST_STATUSES,
  statusesOfQueue,
  type RequestQueue,
  type RequestStatus,
} from '../../domain/requests';

/** The list's home: where everyone lands after signing in (spec §2). */
export const REQUESTS_HOME = '/apps/requests/all';

/** /apps/requests/<queue>: the sidebar entries of spec §2, in their order. */
export const REQUEST_QUEUE_PATHS = REQUEST_QUEUE_NAMES.map((queue) => ({ queue, path: `/apps/requests/${queue}` }));

export const isRequestQueue = (name: string | undefined): name is RequestQueue =>
  (REQUEST_QUEUE_NAMES as readonly string[]).includes(name ?? '');

/** The filter a sidebar route puts on the list; the server knows each queue's statuses (domain REQUEST_QUEUES). */
export const queueFilter = (queue: RequestQueue): { queue?: RequestQueue } => (queue === 'all' ? {} : { queue });

/** The statuses the search form offers on a route: those its entry shows. */
export const statusesOfRoute = (queue: RequestQueue): readonly RequestStatus[] =>
  statusesOfQueue(queue) ?? REQUEST_STATUSES;

export { countText } from '../common/queueCounts';
