import { z } from 'zod';
import { postalCodeMatchesProvince, type ProvinceCode } from './canada';
import {
  CUSTOMER_STATUSES,
  EDITABLE_CUSTOMER_STATUSES,
  GENDERS,
  LANGUAGES,
  REFERENCE_RELATIONSHIPS,
  customerJob,
  financialStatus,
  incomeSources,
} from './customerFields';
import {
  FIELD_MSG,
  accountNumber,
  idList,
  institutionNumber,
  optionalDate,
  optionalPhone,
  optionalText,
  phoneSearch,
  positiveId,
  postalCode,
  province,
  requiredText,
  sin,
  textSearch,
  transitNumber,
  version,
} from './fieldSchemas';
import { emailSchema } from './identity';

export * from './customerFields';

const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable()).optional();

/**
 * Every field of the spec's Customer an agent edits. Read-only fields (id, customer number,
 * creation date, full name, version…) are not accepted: a form sends exactly these keys.
 */
const customerFields = {
  status: z.enum(EDITABLE_CUSTOMER_STATUSES, { error: FIELD_MSG.invalid }),
  firstName: requiredText(80),
  lastName: requiredText(80),
  gender: z.enum(GENDERS, { error: FIELD_MSG.invalid }).nullable(),
  language: z.enum(LANGUAGES, { error: FIELD_MSG.invalid }),
  sin: nullable(sin),
  dateOfBirth: optionalDate(),
  email: nullable(emailSchema),
  homePhone: optionalPhone(),
  cellPhone: optionalPhone(),
  fax: optionalPhone(),
  street: optionalText(200),
  apartment: optionalText(20),
  city: optionalText(100),
  province: province.nullable(),
  postalCode: nullable(postalCode),
  addressSince: optionalDate(),
  job: customerJob.nullable(),
  incomeSources,
  bankrupt: z.boolean(),
  bankruptcyEndDate: optionalDate(),
  bankTransit: nullable(transitNumber),
  bankInstitution: nullable(institutionNumber),
  bankAccount: nullable(accountNumber),
  financialStatus: financialStatus.nullable(),
};

/** Spec §2's province and postal code must agree (H… is Québec); checked when both are sent. */
function postalCodeInProvince(
  body: { postalCode?: string | null; province?: ProvinceCode | null },
  ctx: z.RefinementCtx,
) {
  if (body.postalCode && body.province && !postalCodeMatchesProvince(body.postalCode, body.province)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: FIELD_MSG.postalCodeProvince });
  }
}

export const createCustomerBody = z
  .strictObject({
    ...customerFields,
    status: customerFields.status.default('ACTIVE'),
    gender: customerFields.gender.optional(),
    language: customerFields.language.default('fr'),
    province: customerFields.province.optional(),
    job: customerFields.job.optional(),
    incomeSources: customerFields.incomeSources.default([]),
    bankrupt: customerFields.bankrupt.default(false),
    financialStatus: customerFields.financialStatus.optional(),
  })
  .superRefine(postalCodeInProvince);
export type CreateCustomerInput = z.output<typeof createCustomerBody>;

export const updateCustomerBody = z
  .strictObject({
    ...(Object.fromEntries(Object.entries(customerFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof customerFields]: z.ZodOptional<(typeof customerFields)[K]>;
    }),
    version,
  })
  .superRefine(postalCodeInProvince);
export type UpdateCustomerInput = z.output<typeof updateCustomerBody>;

/** The keys a customer form may send on update, for a client that starts from the whole record. */
export const EDITABLE_CUSTOMER_FIELDS = Object.keys(customerFields) as (keyof typeof customerFields)[];

/** Spec §2's customer search: first name, last name, phone, cellphone, email — 3 characters each. */
export const customerListFilter = z.strictObject({
  q: z.string().max(100).optional(),
  firstName: textSearch.optional(),
  lastName: textSearch.optional(),
  email: textSearch.optional(),
  phone: phoneSearch.optional(),
  cellphone: phoneSearch.optional(),
  customerNumber: z.coerce.number().int().positive().optional(),
  status: z.enum(CUSTOMER_STATUSES).optional(),
  province: province.optional(),
  language: z.enum(LANGUAGES).optional(),
  id: idList.optional(),
});
export type CustomerListFilter = z.output<typeof customerListFilter>;

export const customerReferenceBody = z.strictObject({
  firstName: requiredText(80),
  lastName: requiredText(80),
  phone: optionalPhone(),
  email: nullable(emailSchema),
  relationship: z.enum(REFERENCE_RELATIONSHIPS, { error: FIELD_MSG.invalid }),
});
export const updateCustomerReferenceBody = customerReferenceBody.partial().extend({ version });

export const MAX_COMMENT_LENGTH = 4000;
export const customerCommentBody = z.strictObject({ body: requiredText(MAX_COMMENT_LENGTH) });

export const creditCheckBody = z.strictObject({ enabled: z.boolean({ error: FIELD_MSG.required }), version });

/** Merge: `:id` keeps the profile, `duplicateId` folds into it; `version` is the kept profile's. */
export const mergeCustomersBody = z.strictObject({ duplicateId: positiveId, version });
export const unmergeCustomersBody = z.strictObject({ duplicateId: positiveId, version });

/** How long a merge lock holds when its agent walks away without releasing it. */
export const MERGE_LOCK_MINUTES = 10;

/** "Tremblay, Jean" is how agents read a list; the full name of the spec is first then last. */
export const fullNameOf = (customer: { firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`.trim();
