import { Route } from 'react-router-dom';
import { withScreenWords } from '../../providers/screenWords';
import { GuardedScreen } from '../common/GuardedScreen';
import { preloadableLazy } from '../common/lazyScreen';

const RetentionReview = preloadableLazy(
  withScreenWords('retention', () =>
    import('./RetentionReview').then((module) => ({ default: module.RetentionReview })),
  ),
);

/** The retention review (/apps/retention), for those who anonymize; downloaded when opened. */
export const retentionRoutes = [
  <Route
    key="retention"
    path="/retention"
    element={
      <GuardedScreen action="list" resource="retention">
        <RetentionReview />
      </GuardedScreen>
    }
  />,
];
