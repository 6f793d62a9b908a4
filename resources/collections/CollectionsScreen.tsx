import { Navigate, useParams } from 'react-router-dom';
import { COLLECTIONS_HOME, isCollectionQueue, isFileNumber } from './collectionPaths';
import { CollectionFileDetail } from './CollectionFileDetail';
import { CollectionList } from './CollectionList';

/** /apps/collections/<list> opens a list of the sidebar, /apps/collections/<number> a file. */
export function CollectionsScreen() {
  const { key } = useParams<{ key: string }>();
  if (isFileNumber(key)) return <CollectionFileDetail id={Number(key)} />;
  if (isCollectionQueue(key)) return <CollectionList queue={key} />;
  return <Navigate to={COLLECTIONS_HOME} replace />;
}
