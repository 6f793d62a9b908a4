import type { Resolver } from 'react-hook-form';
import {
  updateGeneralSettingsBody,
  type GeneralSettingsRecord,
  type UpdateGeneralSettingsInput,
} from '../../domain/generalSettings';
import { zodFormResolver } from '../common/zodFormResolver';

export interface GeneralSettingsValues {
  version: number;
  adminEmail: string;
  companyName: string;
}

export const toGeneralFormValues = (record: GeneralSettingsRecord): GeneralSettingsValues => ({
  version: record.version,
  adminEmail: record.adminEmail,
  companyName: record.companyName,
});

export const toGeneralPayload = (values: GeneralSettingsValues): UpdateGeneralSettingsInput => ({
  version: values.version,
  adminEmail: values.adminEmail ?? '',
  companyName: values.companyName ?? '',
});

/** The server's own schema, checked as the administrator types. */
export const generalSettingsResolver: Resolver<GeneralSettingsValues> = zodFormResolver<GeneralSettingsValues>(
  updateGeneralSettingsBody,
  toGeneralPayload,
);
