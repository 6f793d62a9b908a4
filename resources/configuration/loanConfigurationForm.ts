import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  updateLoanConfigurationBody,
  type LoanConfigurationRecord,
  type UpdateLoanConfigurationInput,
} from '../../domain/loanConfigurationRules';
import type { Frequency } from '../../domain/paymentFrequencies';
import { zodFormResolver } from '../common/zodFormResolver';

/** One matrix row as the form holds it: the amount in cents, the numbers of payments as typed ("6, 8, 10"). */
export interface MatrixRowValues {
  amount: number | null;
  numberOfPayments: string;
}

export interface LoanConfigurationValues {
  version: number;
  annualInterestRate: number | null;
  defaultFrequency: Frequency;
  delayDays: number | null;
  brokerageFee: number | null;
  membershipFeePerPayment: number | null;
  amountMatrix: MatrixRowValues[];
  debitLeadBusinessDays: number | null;
  nsfFeeCaps: { province: string | null; amount: number | null }[];
  collectionDegrees: { fromDays: number | null; toDays: number | null; nameFr: string; nameEn: string }[];
  contactPacing: { contactsPerWeek: number | null; noContactOnHolidays: boolean };
}

export const toFormValues = (record: LoanConfigurationRecord): LoanConfigurationValues => ({
  version: record.version,
  annualInterestRate: record.annualInterestRate,
  defaultFrequency: record.defaultFrequency,
  delayDays: record.delayDays,
  brokerageFee: record.brokerageFee,
  membershipFeePerPayment: record.membershipFeePerPayment,
  amountMatrix: record.amountMatrix.map((row) => ({
    amount: row.amount,
    numberOfPayments: row.numberOfPayments.join(', '),
  })),
  debitLeadBusinessDays: record.debitLeadBusinessDays,
  nsfFeeCaps: record.nsfFeeCaps.map((cap) => ({ ...cap })),
  collectionDegrees: record.collectionDegrees.map((degree) => ({ ...degree })),
  contactPacing: { ...record.contactPacing },
});

/** "6, 8 ; 10 12" → [6, 8, 10, 12]; anything that is not a number stays NaN for the schema to refuse. */
export function parsePaymentCounts(text: string | null | undefined): number[] {
  return (text ?? '')
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

export const toPayload = (values: LoanConfigurationValues): UpdateLoanConfigurationInput => ({
  version: values.version,
  annualInterestRate: values.annualInterestRate as number,
  defaultFrequency: values.defaultFrequency,
  delayDays: values.delayDays as number,
  brokerageFee: values.brokerageFee as number,
  membershipFeePerPayment: values.membershipFeePerPayment as number,
  amountMatrix: (values.amountMatrix ?? []).map((row) => ({
    amount: row?.amount as number,
    numberOfPayments: parsePaymentCounts(row?.numberOfPayments),
  })),
  debitLeadBusinessDays: values.debitLeadBusinessDays as number,
  nsfFeeCaps: (values.nsfFeeCaps ?? []).map((cap) => ({
    province: cap?.province as UpdateLoanConfigurationInput['nsfFeeCaps'][number]['province'],
    amount: cap?.amount as number,
  })),
  // An empty "to" is the open-ended last range.
  collectionDegrees: (values.collectionDegrees ?? []).map((degree) => ({
    fromDays: degree?.fromDays as number,
    toDays: degree?.toDays ?? null,
    nameFr: degree?.nameFr ?? '',
    nameEn: degree?.nameEn ?? '',
  })),
  contactPacing: {
    contactsPerWeek: values.contactPacing?.contactsPerWeek as number,
    noContactOnHolidays: values.contactPacing?.noContactOnHolidays ?? true,
  },
});

/** `amountMatrix.2.numberOfPayments.1` → `amountMatrix.2.numberOfPayments`: the form has one text field for them. */
export const formFieldOf = (path: string) => path.replace(/^(amountMatrix\.\d+\.numberOfPayments)\.\d+$/, '$1');

/** The server's field errors ({ path: key }) on the form's fields, the first per field. */
export function serverErrorsOnForm(errors: Record<string, string>): Record<string, string> {
  const onForm: Record<string, string> = {};
  for (const [path, key] of Object.entries(errors)) onForm[formFieldOf(path)] ??= key;
  return onForm;
}

type Tree = Record<string, unknown>;
const baseResolver = zodFormResolver<LoanConfigurationValues>(updateLoanConfigurationBody, toPayload);

/** The server's own schema; an error on one of a row's numbers of payments is shown on the row's text field. */
export const loanConfigurationResolver: Resolver<LoanConfigurationValues> = async (values, context, options) => {
  const result = await baseResolver(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const rows = (result.errors as Tree).amountMatrix as Tree | undefined;
  for (const row of Object.values(rows ?? {})) {
    const counts = (row as Tree | undefined)?.numberOfPayments as Tree | undefined;
    if (!counts || typeof counts !== 'object' || 'message' in counts) continue;
    const first = Object.values(counts).find((child) => (child as Tree | undefined)?.message) as Tree | undefined;
    if (first) (row as Tree).numberOfPayments = first;
  }
  return { values: {}, errors: result.errors as FieldErrors<LoanConfigurationValues> };
};
