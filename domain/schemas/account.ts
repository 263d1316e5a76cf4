import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { isCalendarDate, normalizeDigits, normalizePhone, seoulYmd } from '../format.ts';
import { validationMessageGroup as m } from '../messages/validation.ts';

/**
 * Account and applicant fields with the exact Korean messages of docs/spec.md § 5. Each rule reports its own
 * issue, in the order written here; forms show the first issue of a field, so that order decides what
 * the user reads first when several rules fail.
 */

/** Charset before length, as docs/spec.md § 5 lists them: typing more characters cannot fix a wrong one. */
export const usernameSchema = z
  .string()
  .regex(/^[a-z0-9]*$/, m.usernameChars.ko)
  .min(LIMITS.usernameMin, m.usernameLength.ko);

/** The special characters docs/spec.md § 5 accepts; any other character is allowed but does not count. */
const PASSWORD_SPECIAL = /[~!@#$%^&*()_+|<>?:{}]/;

/**
 * Order when several rules fail: special character, letter, digit, length, as docs/spec.md § 5 names them.
 * An empty password therefore asks for a special character first.
 */
export const passwordSchema = z
  .string()
  .regex(PASSWORD_SPECIAL, m.passwordSpecial.ko)
  .regex(/[A-Za-z]/, m.passwordLetter.ko)
  .regex(/[0-9]/, m.passwordDigit.ko)
  .min(LIMITS.passwordMin, m.passwordLength.ko)
  .max(LIMITS.passwordMax, m.passwordLength.ko);

/**
 * docs/spec.md § 5 says "more than 1 character". Read literally that would reject one-character names, which
 * exist; the message ("enter your name") shows the rule is "not empty". So: at least one character
 * after trimming, and at most 50 so that a pasted paragraph is not stored as a name.
 */
export const nameSchema = z.string().trim().min(1, m.nameRequired.ko).max(50, m.nameRequired.ko);

/** zod's email pattern (no quoted parts, no IP hosts); 254 is the longest address SMTP carries. */
export const emailSchema = z.email(m.emailInvalid.ko).max(254, m.emailInvalid.ko);

/**
 * Stored as digits only (docs/spec.md § 5: no hyphen). What people paste — 010-1234-5678, full-width digits,
 * +82 10 … — is normalised first, so the API takes what the form takes and stores the same digits.
 */
export const phoneSchema = z
  .string()
  .overwrite(normalizePhone)
  .regex(/^[0-9]{10,11}$/, m.phoneInvalid.ko);

/**
 * YYYYMMDD that is a real calendar date (no 20230230) between 1900 and today in Seoul: the
 * applicant's "today", not the server's zone, decides whether a date is in the future.
 */
export const birthSchema = z
  .string()
  .overwrite(normalizeDigits) // 1999-03-15, 1999.03.15, full-width digits: the date pasted as written
  .regex(/^[0-9]{8}$/, { error: m.birthInvalid.ko, abort: true })
  .refine(isPastCalendarDate, m.birthInvalid.ko);

function isPastCalendarDate(value: string): boolean {
  return isCalendarDate(value) && value <= seoulYmd(Date.now());
}

/** Login only checks that both are filled: the rules of a new password must not lock out old accounts. */
export const loginSchema = z.object({
  username: z.string().min(1, m.usernameRequired.ko),
  password: z.string().min(1, m.passwordRequired.ko),
});

export const passwordChangeSchema = z
  .object({
    password: z.string().min(1, m.passwordRequired.ko),
    newPassword: passwordSchema,
    confirm: z.string(),
  })
  // The rules of newPassword fail as continuable issues, so the mismatch is reported alongside them.
  .refine((value) => value.newPassword === value.confirm, {
    error: m.passwordMismatch.ko,
    path: ['confirm'],
  });

export type Login = z.infer<typeof loginSchema>;
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
