import {
  customerJob,
  EDITABLE_CUSTOMER_FIELDS,
  financialStatus,
  incomeSource,
  type IncomeSourceType,
} from '../../domain/customers';

/** The keys each nested group accepts, read from the shared schemas (never listed twice). */
export const JOB_FIELDS = Object.keys(customerJob.shape) as (keyof typeof customerJob.shape)[];
export const FINANCIAL_FIELDS = Object.keys(financialStatus.shape) as (keyof typeof financialStatus.shape)[];

/** The dates and details each source of income carries (spec §3), from the discriminated union. */
export const INCOME_SOURCE_FIELDS = Object.fromEntries(
  incomeSource.options.map((option) => [
    option.shape.type.value,
    Object.keys(option.shape).filter((key) => key !== 'type'),
  ]),
) as Record<IncomeSourceType, string[]>;

type Values = Record<string, unknown>;

/** A cleared input means "no value": the server stores null for it (and refuses '' for a choice). */
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

function group(value: unknown, keys: readonly string[]): Values | null {
  if (!value || typeof value !== 'object') return null;
  const picked = Object.fromEntries(keys.map((key) => [key, blankToNull((value as Values)[key])]));
  return Object.values(picked).some((v) => v !== null) ? picked : null;
}

function incomeSourcesOf(value: unknown): Values[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((source): source is Values => Boolean(source) && typeof source === 'object')
    .map((source) => {
      const type = source.type as IncomeSourceType | undefined;
      // A source whose type changed keeps only the dates of its new type (the schema is strict).
      const keys = (type && INCOME_SOURCE_FIELDS[type]) ?? [];
      return { type: blankToNull(type), ...Object.fromEntries(keys.map((key) => [key, blankToNull(source[key])])) };
    });
}

/**
 * A customer form's values as the API takes them: exactly the editable fields (the record also
 * carries id, customer number, full name, merge lock…), blanks as null, each nested group reduced
 * to its schema's keys (an emptied group is null), plus the version read when there is one.
 */
export function customerPayload(values: Values): Values {
  const payload: Values = {};
  for (const key of EDITABLE_CUSTOMER_FIELDS) {
    if (key in values) payload[key] = blankToNull(values[key]);
  }
  // The SIN on file never reaches the browser whole, so its input starts empty: left empty, the
  // number on file stays as it is; only a number typed in replaces it.
  if (payload.sin === null) delete payload.sin;
  if ('job' in values) payload.job = group(values.job, JOB_FIELDS);
  if ('financialStatus' in values) payload.financialStatus = group(values.financialStatus, FINANCIAL_FIELDS);
  if ('incomeSources' in values) payload.incomeSources = incomeSourcesOf(values.incomeSources);
  if ('bankrupt' in values) payload.bankrupt = Boolean(values.bankrupt);
  if (typeof values.version === 'number') payload.version = values.version;
  return payload;
}
