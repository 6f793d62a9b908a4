import { Route } from 'react-router-dom';
import { GuardedScreen } from '../common/GuardedScreen';
import { withScreenWords } from '../../providers/screenWords';
import { preloadableLazy } from '../common/lazyScreen';

// Each comes down with its words (providers/screenWords.ts), not with the signed-in app's.
const ApprovalList = preloadableLazy(
  withScreenWords('controls', () => import('./ApprovalList').then((module) => ({ default: module.ApprovalList }))),
);
const ApprovalShow = preloadableLazy(
  withScreenWords('controls', () => import('./ApprovalShow').then((module) => ({ default: module.ApprovalShow }))),
);

/** The approvals queue (/apps/approvals) and one request (/apps/approvals/:id/show), each downloaded when opened. */
export const approvalRoutes = [
  <Route
    key="approvals-list"
    path="/approvals"
    element={
      <GuardedScreen action="list" resource="approvals">
        <ApprovalList />
      </GuardedScreen>
    }
  />,
  <Route
    key="approvals-show"
    path="/approvals/:id/show"
    element={
      <GuardedScreen action="show" resource="approvals">
        <ApprovalShow />
      </GuardedScreen>
    }
  />,
];
