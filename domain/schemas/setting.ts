import { z } from 'zod';
import { accountMessages as m } from '../messages/accounts.ts';

/** The longest footer value: a postal address with a building name fits easily. */
export const SETTING_TEXT_MAX = 200;

const text = () => z.string().trim().max(SETTING_TEXT_MAX, m.settingTextTooLong.ko);

/** Empty, or a value that `rule` accepts: every footer value may be left out and is then not shown. */
const optional = (rule: z.ZodType<string, string>) => z.union([z.literal(''), rule]);

/** Only http(s) addresses: the footer links them, and a `javascript:` URL must never get there. */
const url = () =>
  z
    .string()
    .trim()
    .max(500, m.settingTextTooLong.ko)
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), m.settingUrlInvalid.ko);

/**
 * The site setting (0003 Setting): footer values, social links, the survey URL and copy protection.
 * `PUT /api/console/setting` accepts it, `GET /api/v1/setting` answers it, the console form validates with
 * it. Phones may be a representative number (1668-4800), so digits and hyphens rather than SPEC § 5's rule.
 */
export const settingSchema = z.object({
  companyName: text(),
  representative: text(),
  email: z
    .string()
    .trim()
    .pipe(optional(z.email(m.settingEmailInvalid.ko).max(254, m.settingEmailInvalid.ko))),
  phone: z
    .string()
    .trim()
    .pipe(optional(z.string().regex(/^[0-9][0-9-]{6,18}[0-9]$/, m.settingPhoneInvalid.ko))),
  businessNumber: z
    .string()
    .trim()
    .pipe(optional(z.string().regex(/^[0-9]{3}-?[0-9]{2}-?[0-9]{5}$/, m.settingBusinessNumberInvalid.ko))),
  address: text(),
  copyright: text(),
  social: z.object({ blog: url(), youtube: url(), facebook: url(), instagram: url() }),
  surveyUrl: url(),
  copyProtection: z.boolean(),
});

export type Setting = z.output<typeof settingSchema>;
