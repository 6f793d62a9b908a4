import { z } from 'zod';
import { ALL_PERMISSIONS, ROLES, permissionKey, type Action, type Subject } from './permissions';

/** Spec §5 and §9. */
export const PASSWORD_MIN_LENGTH = 8;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;

/** Zod messages are i18n keys: the server sends them back, the browser translates them. */
export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  passwordMin: 'validation.passwordMinLength',
  passwordMax: 'validation.passwordMaxLength',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  unknownPermission: 'validation.unknownPermission',
  unknownRole: 'validation.unknownRole',
  tooLong: 'validation.tooLong',
} as const;

export const emailSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(MAX_EMAIL_LENGTH, MSG.tooLong)
  .pipe(z.email({ error: MSG.email }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: MSG.required })
  .min(PASSWORD_MIN_LENGTH, MSG.passwordMin)
  .max(MAX_PASSWORD_LENGTH, MSG.passwordMax);

/** Authenticate payload (spec §3): UserName, Password, Role, IsEnabled. */
export const authenticateBody = z.strictObject({
  UserName: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(MAX_EMAIL_LENGTH, MSG.tooLong),
  Password: z.string({ error: MSG.required }).min(1, MSG.required).max(MAX_PASSWORD_LENGTH, MSG.passwordMax),
  Role: z.union([z.string().max(50), z.array(z.string().max(50)).max(10), z.null()]).optional(),
  IsEnabled: z.boolean().nullable().optional(),
});

export const refreshTokenBody = z.strictObject({
  refreshToken: z.string().max(200).nullable().optional(),
});

export const changePasswordBody = z.strictObject({ password: passwordSchema });

export const resetPasswordBody = z.strictObject({
  token: z.string().min(1, MSG.required).max(200),
  password: passwordSchema,
});

/** The change-password dialog's form: both fields, equal (spec §5). */
export const passwordFormSchema = z
  .object({
    password: passwordSchema,
    passwordConfirm: z.string().min(1, MSG.required).min(PASSWORD_MIN_LENGTH, MSG.passwordMin),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    path: ['passwordConfirm'],
    message: MSG.passwordsDoNotMatch,
  });

export const permissionSchema = z
  .strictObject({ Action: z.string().max(40), Subject: z.string().max(60) })
  .refine((p) => ALL_PERMISSIONS.some((known) => permissionKey(known) === `${p.Action}:${p.Subject}`), {
    message: MSG.unknownPermission,
  });

export const rolesSchema = z.array(z.enum(ROLES, { error: MSG.unknownRole })).max(ROLES.length);

export const displayNameSchema = z.string().trim().max(120, MSG.tooLong);

export const createUserBody = z.strictObject({
  email: emailSchema,
  displayName: displayNameSchema.optional(),
  roles: rolesSchema.default([]),
  permissions: z
    .array(permissionSchema)
    .max(ALL_PERMISSIONS.length * 2)
    .optional(),
  language: z.enum(['fr', 'en']).optional(),
});

export const updateUserBody = z.strictObject({
  displayName: displayNameSchema.optional(),
  roles: rolesSchema.optional(),
  permissions: z
    .array(permissionSchema)
    .max(ALL_PERMISSIONS.length * 2)
    .optional(),
  enabled: z.boolean().optional(),
  language: z.enum(['fr', 'en']).optional(),
  version: z.number().int().nonnegative(),
});

export const setUserPasswordBody = z.strictObject({ password: passwordSchema });

const CATALOGUE_ACTIONS = [...new Set(ALL_PERMISSIONS.map((p) => p.Action))] as [Action, ...Action[]];
const CATALOGUE_SUBJECTS = [...new Set(ALL_PERMISSIONS.map((p) => p.Subject))] as [Subject, ...Subject[]];

/**
 * A user as the users routes answer (never the password hash). The routes answer with this
 * schema (so /api/docs describes it) and the browser reads its type from it.
 */
export const userRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.object({ Action: z.enum(CATALOGUE_ACTIONS), Subject: z.enum(CATALOGUE_SUBJECTS) })),
  enabled: z.boolean(),
  language: z.enum(['fr', 'en']),
  isSystemAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  version: z.number().int(),
});
/** POST /api/users answers the record plus the password, shown once. */
export const createdUser = userRecord.extend({ generatedPassword: z.string().optional() });

export type CreateUserInput = z.infer<typeof createUserBody>;
export type UpdateUserInput = z.infer<typeof updateUserBody>;

/** The identity actions' plain answer: `{ status: 'Success' }`, with a message when it says more. */
export const statusAnswer = z.object({ status: z.string(), message: z.string().optional() });

/** The tokens a sign-in or a refresh hands over (the refresh token is null when it went in a cookie). */
export const tokenPair = z.object({
  token: z.string(),
  refreshToken: z.string().nullable(),
  expiresIn: z.number().int(),
});
/** POST /api/Identity/RefreshToken, in the spec's shape. */
export const refreshedAnswer = z.object({ data: tokenPair });
export const pingAnswer = z.object({ success: z.boolean() });

/** PUT /api/Identity/Me/language: the user's own language on file (the profile page). */
export const ownLanguageBody = z.object({ language: z.enum(['fr', 'en']) }).strict();
/** PUT /api/Identity/Me/photo answers the new photo's address. */
export const ownPhotoAnswer = z.object({ photoURL: z.string() });

/** GET /api/Identity/Me: who is signed in, as the shell shows them. */
export const meRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  language: z.string(),
  photoURL: z.string().nullable(),
  shortcuts: z.array(z.string()),
  settings: z.record(z.string(), z.unknown()),
});
