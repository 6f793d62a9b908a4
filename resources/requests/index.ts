import AssignmentIcon from '@mui/icons-material/Assignment';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { RequestsHomeRedirect } from './routes';
import { everydayScreen } from '../common/lazyScreen';

export { requestRoutes } from './routes';

/** Loaded when a request is opened: the login page and the other screens do not download it. */
const RequestDetail = everydayScreen(() =>
  import('./RequestDetail').then((module) => ({ default: module.RequestDetail })),
);

/** `/apps/requests/:id` shows one request (react-admin's edit route, the screen where it is worked on). */
export const requests = {
  list: RequestsHomeRedirect,
  edit: RequestDetail,
  icon: AssignmentIcon,
  recordRepresentation: (request: LoanRequestRecord) => `#${request.id} ${request.fullName}`,
};
