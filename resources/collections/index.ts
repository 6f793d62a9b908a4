import GavelIcon from '@mui/icons-material/Gavel';
import type { CollectionFileListRecord } from '../../providers/collectionWire';

export { collectionRoutes } from './routes';

/**
 * The collection-files resource: react-admin's lists and labels read it. Its screens (the lists
 * /apps/collections/<list> and a file /apps/collections/<number>) are custom routes (routes.tsx).
 */
export const collectionFiles = {
  icon: GavelIcon,
  recordRepresentation: (file: CollectionFileListRecord) => `#${file.id} ${file.firstName} ${file.lastName}`,
};
