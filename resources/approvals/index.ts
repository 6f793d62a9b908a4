import FactCheckIcon from '@mui/icons-material/FactCheck';

export { approvalRoutes } from './routes';

/** Four eyes' requests (issue 35): their screens are custom routes, downloaded when opened (routes.tsx). */
export const approvals = {
  icon: FactCheckIcon,
};
