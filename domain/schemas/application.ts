import { z } from 'zod';
import {
  APARTMENT_TYPES,
  MARITAL_STATUSES,
  QUALIFICATION_TYPES,
  RANKS,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
} from '../constants.ts';
import type { ApartmentTypeCode } from '../constants.ts';
import { isCalendarDate, normalizeDigits, normalizePhone, seoulYmd } from '../format.ts';
import { applicationMessages as m } from '../messages/application.ts';
import { validationMessageGroup as v } from '../messages/validation.ts';
import { birthSchema, emailSchema, nameSchema, phoneSchema } from './account.ts';

/**
 * The one schema of interest registration and the subscription application (docs/spec.md § 3 "Applicant
 * form", docs/decisions/0005-application-contract.md): the site's form, `POST`/`PUT /api/v1/application` and
 * the console all validate with it. Messages are the Korean texts of domain/messages/application.ts; the API
 * answers them in the request's language. Eligibility (docs/spec.md § 9) needs the round's reference date, so
 * it lives in domain/eligibility.ts and is checked on top of this.
 */

// kept in constants.ts, which the site's form reads without loading zod
// (docs/decisions/0055-few-chunks-per-page.md § The application form)
export { APPLICATION_DOCUMENT_KEYS, MARITAL_STATUSES, type MaritalStatus } from '../constants.ts';

export const APARTMENT_TYPE_CODES = APARTMENT_TYPES.map((t) => t.code) as [
  ApartmentTypeCode,
  ...ApartmentTypeCode[],
];

/** Car value limit of the form's number input (any real car is far below it). */
export const CAR_VALUE_MAX = 10_000_000_000;
export const TERMS_MAX = 20;

export const DOCUMENT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
export const documentNameSchema = z.string().regex(DOCUMENT_NAME_PATTERN, m.documentNameInvalid.ko);

/** Required term codes (from GET /api/v1/terms, `required: true`) missing from `agreed`. */
export function missingRequiredTerms(agreed: readonly string[], required: readonly string[]): string[] {
  const given = new Set(agreed);
  return required.filter((code) => !given.has(code));
}

/**
 * A yes/no answer that starts unanswered: `null` is what the form holds before the applicant chooses
 * (docs/spec.md § 3: "booleans, null by default"), and it fails submission with `message`.
 */
const answered = (message: string) =>
  z
    .boolean({ error: message })
    .nullable()
    .refine((value) => value !== null, { error: message });

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/**
 * An account field of docs/spec.md § 5 that also says its own message when the value is missing altogether
 * (a form's undefined), instead of zod's English default.
 */
const required = (schema: z.ZodType<string, string>, message: string) =>
  z.string({ error: message }).pipe(schema);

const name = () => required(nameSchema, v.nameRequired.ko);
const phone = () => required(phoneSchema, v.phoneInvalid.ko);
const birth = () => required(birthSchema, v.birthInvalid.ko);

/**
 * The identity of a person: what proves who they are without a verification
 * (docs/decisions/0005-application-contract.md).
 */
export const identityFieldsSchema = z.object({
  name: name(),
  phone: phone(),
  birth: birth(),
});
export type IdentityFields = z.infer<typeof identityFieldsSchema>;

export const spouseSchema = identityFieldsSchema;
export type Spouse = z.infer<typeof spouseSchema>;

const termsSchema = z
  .array(z.string({ error: m.termsInvalid.ko }).trim().min(1, m.termsInvalid.ko).max(50, m.termsInvalid.ko), {
    error: m.termsInvalid.ko,
  })
  .max(TERMS_MAX, m.termsInvalid.ko);

export const preferencesSchema = z.object({
  /** 희망 주택형: 25A, 25B, 52A or 52B. */
  unitType: choice(APARTMENT_TYPE_CODES, m.unitTypeInvalid.ko).nullish(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Fields both kinds share. `certId` (from the identity verification) locks name, phone and birth. */
const common = {
  scheduleId: z.uuid(m.scheduleRequired.ko),
  /** Codes of the terms the applicant agreed to; every `required` term must be among them. */
  terms: termsSchema,
  name: name(),
  phone: phone(),
  birth: birth(),
  certId: z.uuid(m.certIdInvalid.ko).nullish(),
  preferences: preferencesSchema.nullish(),
};

/**
 * Interest registration (관심고객 등록): who to tell when the round opens. E-mail is optional, as the
 * privacy policy's list of collected items says (성명, 휴대전화번호, 이메일(선택)).
 */
export const registrationSchema = z.object({
  kind: z.literal('REGISTRATION', { error: m.applicationKindInvalid.ko }),
  ...common,
  email: z.union([z.literal(''), emailSchema], { error: v.emailInvalid.ko }).nullish(),
});

/**
 * The subscription application's fields without the cross-field rules, for forms that validate one
 * step at a time (`applicationFields.pick({ … })`); the full check is `subscriptionSchema`.
 */
export const applicationFields = z.object({
  kind: z.literal('APPLICATION', { error: m.applicationKindInvalid.ko }),
  ...common,
  email: required(emailSchema, v.emailInvalid.ko),
  qualificationType: choice(QUALIFICATION_TYPES, m.qualificationTypeRequired.ko),
  maritalStatus: choice(MARITAL_STATUSES, m.maritalStatusRequired.ko),
  /** 혼인신고일, required when MARRIED (ignored otherwise). */
  marriageDate: z.string().max(20, m.marriageDateInvalid.ko).nullish(),
  /** Required for MARRIED_TYPE (the future spouse when PLANNED). */
  spouse: spouseSchema.nullish(),
  supplyType: choice(SUPPLY_TYPES, m.supplyTypeRequired.ko),
  supplyCategory: choice(SUPPLY_CATEGORIES, m.supplyCategoryRequired.ko),
  earningRank: choice(RANKS, m.earningRankRequired.ko),
  regionRank: choice(RANKS, m.regionRankRequired.ko),
  /** 무주택 여부: true = owns no home (required to apply). */
  isHomeless: answered(m.homelessUnanswered.ko),
  /**
   * 자산 보유 여부: true = holds assets to declare (real estate other than a home, savings above the
   * notice's threshold …). Recorded for the review; not an eligibility rule of docs/spec.md § 9.
   */
  isAsset: answered(m.assetUnanswered.ko),
  /** 자동차 보유 여부: true = owns a car, whose value then decides (docs/spec.md § 9). */
  isCar: answered(m.carUnanswered.ko),
  /** 자동차가액 in won, required when isCar is true. */
  carValue: z
    .number({ error: m.carValueRequired.ko })
    .int(m.carValueRequired.ko)
    .min(0, m.carValueRequired.ko)
    .max(CAR_VALUE_MAX, m.carValueRequired.ko)
    .nullish(),
});

/** The subscription application with its cross-field rules (marriage date, spouse, car value). */
export const subscriptionSchema = applicationFields.superRefine((value, ctx) => {
  if (value.maritalStatus === 'MARRIED') {
    const date = value.marriageDate ?? '';
    if (!isCalendarDate(date)) {
      ctx.addIssue({ code: 'custom', path: ['marriageDate'], message: m.marriageDateInvalid.ko });
    } else if (date > seoulYmd(Date.now())) {
      ctx.addIssue({ code: 'custom', path: ['marriageDate'], message: m.marriageDateFuture.ko });
    }
  }
  if (value.qualificationType === 'MARRIED_TYPE' && !value.spouse) {
    ctx.addIssue({ code: 'custom', path: ['spouse'], message: m.spouseRequired.ko });
  }
  if (value.isCar === true && (value.carValue === null || value.carValue === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['carValue'], message: m.carValueRequired.ko });
  }
});

/**
 * THE schema of the form, the route and the console: `kind` decides which fields are needed.
 * REGISTRATION needs scheduleId, terms, name, phone, birth (e-mail optional); APPLICATION everything.
 */
export const applicationInputSchema = z.discriminatedUnion('kind', [registrationSchema, subscriptionSchema], {
  error: m.applicationKindInvalid.ko,
});

export type RegistrationInput = z.output<typeof registrationSchema>;
export type SubscriptionInput = z.output<typeof subscriptionSchema>;
/** What the server receives after validation. */
export type ApplicationInput = z.output<typeof applicationInputSchema>;
/** What the form holds (booleans may still be null, optional fields missing). */
export type ApplicationFormValues = z.input<typeof applicationInputSchema>;

/**
 * POST /api/v1/application/lookup: the proof of identity, either a verification (`certId`) or the
 * name, phone and birth typed again. Each missing or wrong field gets its own message.
 */
export const applicationLookupSchema = z
  .object({
    certId: z.uuid(m.certIdInvalid.ko).nullish(),
    name: z.string().optional(),
    // normalised here too, so the lookup and its per-identity limiter see the digits the rules accept
    phone: z.string().overwrite(normalizePhone).optional(),
    birth: z.string().overwrite(normalizeDigits).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.certId) return;
    const fields = { name: nameSchema, phone: phoneSchema, birth: birthSchema } as const;
    for (const [field, schema] of Object.entries(fields)) {
      const result = schema.safeParse(value[field as keyof typeof fields] ?? '');
      const issue = result.error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });
export type ApplicationLookup = z.output<typeof applicationLookupSchema>;
