import { z } from 'zod';
import {
  COUNTRIES,
  IDENTITY_PROVIDERS,
  MIN_PASSWORD_LENGTH,
  USER_CATEGORIES,
  VEHICLE_TYPES,
  userPhoneE164,
} from '@b2c/domain';
import { nameField } from '../masterdata/masterdata-fields.ts';

/** A username is what people type at sign-in and what tokens carry as preferred_username. */
export const userNameField = z
  .string()
  .trim()
  .min(3, 'must have at least 3 characters')
  .max(60)
  .regex(/^[a-z0-9][a-z0-9._@-]*$/, 'must use only lower-case letters, digits, ".", "_", "-" and "@"');

/** The user's fields a form edits (create and update alike). */
const userFields = z.object({
  userName: userNameField,
  name: nameField,
  email: z.email('must be a valid e-mail address').max(254),
  /** Checked against `countries` below and stored in E.164; blank means none. */
  phone: z.string().trim().max(30).nullable().default(null),
  category: z.enum(USER_CATEGORIES).default('C24_EMPLOYEES'),
  organisationId: z.number().int().positive().nullable().default(null),
  identityProvider: z.enum(IDENTITY_PROVIDERS).default('ALL'),
  countries: z.array(z.enum(COUNTRIES)).min(1, 'must have at least one country'),
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)).min(1, 'must have at least one vehicle type'),
  groupIds: z.array(z.number().int().positive()).max(50).default([]),
  active: z.boolean().default(true),
});

type UserFieldsOut = z.output<typeof userFields>;

/**
 * The phone must be a number of one of the user's countries; it is stored in E.164 (issue 13 "phone per
 * country"). Runs only once the fields themselves are valid, so its message stands alone under `phone`.
 */
const withCountryPhone = <S extends z.ZodType<UserFieldsOut>>(schema: S) =>
  schema.transform((user, ctx) => {
    if (!user.phone) return { ...user, phone: null };
    const phone = userPhoneE164(user.phone, user.countries);
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: `must be a phone number of ${user.countries.join(' or ')}`,
      });
      return z.NEVER;
    }
    return { ...user, phone };
  });

/** The shape of the form's fields, for per-field rules (the object-level phone check runs on save). */
export const userFieldShape = userFields.shape;

/** POST /api/v2/users: the initial password is set once here and never shown again. */
export const userCreateFields = userFields.extend({
  initialPassword: z.string().min(MIN_PASSWORD_LENGTH, `must have at least ${MIN_PASSWORD_LENGTH} characters`).max(200),
});
export const userCreateInput = withCountryPhone(userCreateFields);
export type UserCreateInput = z.infer<typeof userCreateInput>;

/** PUT /api/v2/users/{id}: the same fields plus the version the edit is based on. */
export const userUpdateFields = userFields.extend({ version: z.number().int().min(1) });
export const userUpdateInput = withCountryPhone(userUpdateFields);
export type UserUpdateInput = z.infer<typeof userUpdateInput>;
