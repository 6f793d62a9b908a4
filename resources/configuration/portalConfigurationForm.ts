import type { Resolver } from 'react-hook-form';
import {
  updatePortalConfigurationBody,
  type LoanView,
  type PortalConfigurationRecord,
  type UpdatePortalConfigurationInput,
} from '../../domain/portalConfiguration';
import { zodFormResolver } from '../common/zodFormResolver';

/** The portal form as it holds its values: optional texts as '' when empty, maxima as typed (null when cleared). */
export interface PortalConfigurationValues {
  version: number;
  deferralsPermitted: boolean;
  firstPaymentDeferrable: boolean;
  maxDeferralsPerLoan: number | null;
  maxConsecutiveDeferrals: number | null;
  loanView: LoanView;
  supportEmail: string;
  supportPhone: string;
  termsUrl: string;
  policyUrl: string;
  primaryColour: string;
  secondaryColour: string;
}

export const toPortalFormValues = (record: PortalConfigurationRecord): PortalConfigurationValues => ({
  ...record,
  supportEmail: record.supportEmail ?? '',
  supportPhone: record.supportPhone ?? '',
  termsUrl: record.termsUrl ?? '',
  policyUrl: record.policyUrl ?? '',
});

/** What the server takes: the whole configuration (the schema turns blank texts into null). */
export const toPortalPayload = (values: PortalConfigurationValues) =>
  ({ ...values }) as unknown as UpdatePortalConfigurationInput;

/** The server's own schema, checked as the administrator types. */
export const portalConfigurationResolver: Resolver<PortalConfigurationValues> =
  zodFormResolver<PortalConfigurationValues>(updatePortalConfigurationBody, toPortalPayload);
