import { Route } from 'react-router-dom';
import { withScreenWords } from '../../providers/screenWords';
import { GuardedScreen } from '../common/GuardedScreen';
import { preloadableLazy } from '../common/lazyScreen';

const AuditReport = preloadableLazy(
  withScreenWords('controls', () => import('./AuditReport').then((module) => ({ default: module.AuditReport }))),
);

/** The audit report (/apps/audit), for those who manage the controls; downloaded when opened. */
export const auditRoutes = [
  <Route
    key="audit"
    path="/audit"
    element={
      <GuardedScreen action="list" resource="audit">
        <AuditReport />
      </GuardedScreen>
    }
  />,
];
