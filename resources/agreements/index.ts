import HandshakeIcon from '@mui/icons-material/Handshake';
import type { AgreementRecord } from '../../domain/agreementRecords';

export { agreementRoutes } from './routes';

/**
 * The payment agreements (`agreements`) and their payments (`agreement-payments`): react-admin's
 * lists and labels read them. Their screens (/apps/agreement/all, /apps/agreement/:id) are custom
 * routes (routes.tsx).
 */
export const agreements = {
  icon: HandshakeIcon,
  recordRepresentation: (agreement: AgreementRecord) => `#${agreement.id}`,
};
export const agreementPayments = { icon: HandshakeIcon };
