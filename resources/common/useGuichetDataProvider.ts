import { useDataProvider } from 'react-admin';
import type { GuichetDataProvider } from '../../providers/dataProvider';

/** The data provider with its typed custom actions (changePassword, setUserPassword, …). */
export const useGuichetDataProvider = () => useDataProvider<GuichetDataProvider>();
