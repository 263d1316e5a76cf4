import { z } from 'zod';
import { normalizeDigits } from '../format.ts';
import { isMonthDay, monthDayOf } from '../loyalty/rules.ts';
import { loyaltyMessages as l } from '../messages/loyalty.ts';
import { accountMessages as a } from '../messages/accounts.ts';
import { commonMessages as c } from '../messages/common.ts';
import { matchingMessages as m } from '../messages/matching.ts';
import { validationMessageGroup as v } from '../messages/validation.ts';
import { buyerProfileInputFields, COMPANY_SIZES } from './buyerProfile.ts';
import { fileRefSchema } from './file.ts';
import { emailSchema, nameSchema, passwordSchema, phoneSchema, usernameSchema } from './account.ts';
import { USERNAME_MAX } from './manager.ts';
import { AWARDS } from '../matching/constants.ts';

/**
 * Members of business matching (docs/decisions/0008-matching.md § Members): sellers (COMPANY) and
 * buyers (PERSON). The join form sends these as multipart text fields, so booleans and numbers also
 * arrive as strings.
 */

export { AWARDS, type Award } from '../matching/constants.ts';

export const MEMBER_TYPES = ['PERSON', 'COMPANY'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export const MEMBER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** 10 digits stored without hyphens; 123-45-67890 as printed on the certificate is normalised first. */
export const businessNumberSchema = z
  .string()
  .overwrite(normalizeDigits)
  .regex(/^[0-9]{10}$/, m.businessNumberInvalid.ko);

/** An IANA zone the runtime knows (Intl throws for an unknown one). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, m.timeZoneInvalid.ko);

const optionalText = (max: number) => z.string().trim().max(max, c.invalidInput.ko).default('');
const urlSchema = z
  .string()
  .trim()
  .max(300, m.urlInvalid.ko)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), m.urlInvalid.ko)
  .default('');
const countrySchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, m.countryRequired.ko);
/** A checkbox as JSON (true) or as a multipart field ('true'). */
const agreed = z.preprocess(
  (value) => value === true || value === 'true',
  z.literal(true, { error: m.privacyAgreementRequired.ko }),
);
/** A year field: absent stays absent, an empty one is null. */
const optionalYear = z.preprocess(
  (value) => (value === undefined ? undefined : value === '' || value === null ? null : Number(value)),
  z
    .number(c.invalidInput.ko)
    .int(c.invalidInput.ko)
    .min(2000, c.invalidInput.ko)
    .max(2100, c.invalidInput.ko)
    .nullable()
    .optional(),
);
/** An optional text a form may send empty: empty means "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Fields every member has besides the login. */
const profileFields = {
  companyName: z.string().trim().min(1, m.companyNameRequired.ko).max(100, m.companyNameRequired.ko),
  companyNameEn: optionalText(100),
  industry: optionalText(100),
  homepage: urlSchema,
  address: optionalText(200),
  introduction: optionalText(2000),
  timeZone: timeZoneSchema.default('Asia/Seoul'),
};

const sellerFields = {
  representative: z.string().trim().min(1, m.representativeRequired.ko).max(50, m.representativeRequired.ko),
  businessNumber: businessNumberSchema,
  award: z.enum(AWARDS, m.awardRequired.ko),
  awardYear: optionalYear.default(null),
  /** A seller's export markets (country codes the discovery filter finds it by) and meeting languages. */
  marketsSought: buyerProfileInputFields.marketsSought,
  languages: buyerProfileInputFields.languages,
};

const buyerFields = {
  country: countrySchema,
  ...buyerProfileInputFields,
};

const loginFields = {
  username: usernameSchema.max(USERNAME_MAX, a.usernameTooLong.ko),
  password: passwordSchema,
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  agreePrivacy: agreed,
  /** An e-mail certification (`POST /users/certify`), optional: the profile then records the proof. */
  certification: z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional()),
};

/**
 * `POST /api/v1/users`. Files travel beside these fields: `businessRegistration` (sellers, required),
 * `logo`, `photo`.
 */
export const memberJoinSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('COMPANY'), ...loginFields, ...profileFields, ...sellerFields }),
  z.object({ type: z.literal('PERSON'), ...loginFields, ...profileFields, ...buyerFields }),
]);
export type MemberJoin = z.infer<typeof memberJoinSchema>;

/**
 * The member's birthday for the birthday coupon, `MM-DD` without the year (docs/decisions/0045-loyalty-notices-birthdays-and-review-limits.md);
 * typed as people do ("3/15", full-width digits) and stored as `MM-DD`; blank or null removes it.
 */
export const birthdaySchema = z.preprocess(
  (value) => (typeof value !== 'string' ? value : value.trim() === '' ? null : monthDayOf(value)),
  z.string().trim().refine(isMonthDay, l.birthdayInvalid.ko).nullable(),
);

/**
 * `PUT /api/v1/me` (JSON). The type and username never change; seller-only fields are ignored for
 * buyers and the other way round. A new password needs the current one.
 */
export const memberUpdateSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    ...profileFields,
    representative: sellerFields.representative.optional(),
    businessNumber: businessNumberSchema.optional(),
    award: sellerFields.award.optional(),
    awardYear: optionalYear.optional(),
    country: countrySchema.optional(),
    ...buyerProfileInputFields,
    birthday: birthdaySchema.optional(),
    password: z.preprocess(blankToUndefined, z.string().optional()),
    newPassword: z.preprocess(blankToUndefined, passwordSchema.optional()),
  })
  .refine((value) => !value.newPassword || Boolean(value.password), {
    error: v.passwordRequired.ko,
    path: ['password'],
  });
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

/** `POST /api/v1/me/withdraw`. */
export const withdrawSchema = z.object({
  password: z.string().min(1, v.passwordRequired.ko),
  reason: z.string().trim().max(500).default(''),
});

/** `POST /api/v1/users/certify`: `{ email }` sends a code; `{ _id, code }` proves it. */
export const certifySchema = z.union([
  z.object({
    _id: z.uuid(),
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, m.codeRequired.ko),
  }),
  z.object({ email: emailSchema }),
]);
export type Certify = z.infer<typeof certifySchema>;

/**
 * `POST /api/v1/users/recovery`: a verified certification lists the usernames of that e-mail; with a
 * username and a new password it also resets that account's password.
 */
export const recoverySchema = z
  .object({
    certification: z.uuid(m.certificationRequired.ko),
    username: z.string().trim().max(USERNAME_MAX).optional(),
    password: passwordSchema.optional(),
  })
  .refine((value) => !value.password || Boolean(value.username), {
    error: v.usernameRequired.ko,
    path: ['username'],
  });
export type Recovery = z.infer<typeof recoverySchema>;

/** `PUT /api/console/users/{_id}/approval`: a rejection says why. */
export const memberApprovalSchema = z
  .object({
    status: z.enum(['APPROVED', 'REJECTED']),
    reason: z.string().trim().max(500).default(''),
  })
  .refine((value) => value.status === 'APPROVED' || value.reason.length > 0, {
    error: m.matchingReasonRequired.ko,
    path: ['reason'],
  });
export type MemberApproval = z.infer<typeof memberApprovalSchema>;

/** What every answer about a member says of the account. */
const memberAccountSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
  type: z.enum(MEMBER_TYPES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(MEMBER_STATUSES),
  rejectReason: z.string().nullable(),
});

/** The company a member answers for, in the member's own answer and the console's. */
const companyFields = {
  companyName: z.string(),
  companyNameEn: z.string(),
  representative: z.string(),
  businessNumber: z.string(),
  award: z.enum(AWARDS).nullable(),
  awardYear: z.number().int().nullable(),
};

/** The member as the member sees themself (`GET /api/v1/me`, docs/decisions/0008-matching.md Me, Profile). */
const profileSchema = z.object({
  ...companyFields,
  industry: z.string(),
  country: z.string(),
  homepage: z.string(),
  address: z.string(),
  introduction: z.string(),
  timeZone: z.string(),
  companySize: z.enum(COMPANY_SIZES).nullable().describe('buyers: employees MICRO 1–9 … LARGE 250+'),
  marketsSought: z
    .array(z.string())
    .describe('buyers: the markets or product fields they look for; sellers: export markets, ISO 3166 codes'),
  languages: z.array(z.string()).describe('meeting languages, ISO 639-1'),
  birthday: z.string().nullable().describe('MM-DD, for the birthday coupon; the member’s own view only'),
  logo: fileRefSchema.nullable(),
  photo: fileRefSchema.nullable(),
  businessRegistration: fileRefSchema.nullable().describe('name and size only: the file is private'),
  introductionFile: fileRefSchema.nullable(),
});

export const meSchema = memberAccountSchema.extend({
  emailVerified: z.boolean(),
  profile: profileSchema,
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** A seller as a product or a matching names it. */
export const sellerRefSchema = z.object({
  _id: z.uuid(),
  companyName: z.string(),
  logo: fileRefSchema.nullable(),
});

/** An e-mail certification (`POST /api/v1/users/certify`); never its code. */
export const certificationSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  expiresAt: z.string(),
  verified: z.boolean(),
});
export type Certification = z.infer<typeof certificationSchema>;

/**
 * A member in the console (scope `users`): personal fields masked unless revealed
 * (docs/decisions/0007-personal-data-and-access-log.md).
 */
export const consoleMemberSchema = memberAccountSchema.extend({
  ...companyFields,
  country: z.string(),
  industry: z.string(),
  homepage: z.string(),
  logo: fileRefSchema.nullable(),
  businessRegistration: fileRefSchema
    .nullable()
    .describe('url: GET /api/console/users/{_id}/business-registration (logged download)'),
  introductionFile: fileRefSchema.nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;
