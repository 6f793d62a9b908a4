import { Navigate, Route } from 'react-router-dom';
import { withCollectionWords } from '../../providers/screenWords';
import { GuardedScreen } from '../common/GuardedScreen';
import { COLLECTIONS_HOME } from './collectionPaths';
import { everydayScreen } from '../common/lazyScreen';

const CollectionsScreen = everydayScreen(
  withCollectionWords(() => import('./CollectionsScreen').then((module) => ({ default: module.CollectionsScreen }))),
);

/** Spec §2's collections screen: its lists and a file, downloaded when opened. */
export const collectionRoutes = [
  <Route key="collections-root" path="/collections" element={<Navigate to={COLLECTIONS_HOME} replace />} />,
  <Route
    key="collections"
    path="/collections/:key"
    element={
      <GuardedScreen action="list" resource="collection-files">
        <CollectionsScreen />
      </GuardedScreen>
    }
  />,
];
