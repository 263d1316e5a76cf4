import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { accountMessages as m } from '../messages/accounts.ts';
import { PAYMENT_PROVIDERS } from './shopOrder.ts';

/** The longest footer value: a postal address with a building name fits easily. */
export const SETTING_TEXT_MAX = 200;
/** Nearby stations the information pages and the map can show (a transfer station is one per line). */
export const STATIONS_MAX = 4;

const text = () => z.string().trim().max(SETTING_TEXT_MAX, m.settingTextTooLong.ko);
const required = (message: string) => text().min(1, message);

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
 * Phones may be a representative number (1668-4800), so digits and hyphens rather than docs/spec.md § 5's
 * rule.
 */
const phone = () =>
  z
    .string()
    .trim()
    .pipe(optional(z.string().regex(/^[0-9][0-9-]{6,18}[0-9]$/, m.settingPhoneInvalid.ko)));

const degrees = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message);

/** The texts of the setting that the public reads, each in Korean with optional English and Chinese. */
export const FOOTER_TEXT_FIELDS = ['companyName', 'representative', 'address', 'copyright'] as const;
export const COMPLEX_TEXT_FIELDS = ['name', 'address', 'officeHours'] as const;
export const STATION_TEXT_FIELDS = ['name', 'line'] as const;

/** One nearby station on one line: a transfer station is listed once per line, with that line's exit. */
export const stationSchema = z.object({
  name: required(m.settingStationNameRequired.ko),
  line: required(m.settingStationLineRequired.ko),
  exit: z.string().trim().max(10, m.settingStationExitInvalid.ko),
  walkMin: z
    .number({ error: m.settingWalkMinutesInvalid.ko })
    .int(m.settingWalkMinutesInvalid.ko)
    .min(1, m.settingWalkMinutesInvalid.ko)
    .max(60, m.settingWalkMinutesInvalid.ko),
  /** the line's colour, drawn as the line's stroke on the map (never as text colour) */
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, m.settingLineColorInvalid.ko),
  translations: translationsSchema({
    name: required(m.settingStationNameRequired.ko),
    line: required(m.settingStationLineRequired.ko),
  }),
});

/**
 * The complex's facts: its name and address, the nearest stations, the map position (WGS 84),
 * the management office's phone and hours. The information pages, the footer and the map read them.
 */
export const complexSchema = z.object({
  name: required(m.settingComplexNameRequired.ko),
  address: required(m.settingComplexAddressRequired.ko),
  stations: z
    .array(stationSchema)
    .min(1, m.settingStationsRequired.ko)
    .max(STATIONS_MAX, m.settingStationsTooMany.ko),
  lat: degrees(90, m.settingLatitudeInvalid.ko),
  lng: degrees(180, m.settingLongitudeInvalid.ko),
  officePhone: phone(),
  officeHours: text(),
  translations: translationsSchema({
    name: required(m.settingComplexNameRequired.ko),
    address: required(m.settingComplexAddressRequired.ko),
    officeHours: text(),
  }),
});

/**
 * The site setting (docs/decisions/0003-api-contract.md Setting): the operator's legal details for the
 * footer, social links, the survey URL, copy protection and the complex's facts. `PUT /api/console/setting`
 * accepts it, the console form validates with it; `GET /api/v1/setting` answers it in the visitor's language
 * (publicSettingSchema).
 */
export const settingSchema = z.object({
  companyName: text(),
  representative: text(),
  email: z
    .string()
    .trim()
    .pipe(optional(z.email(m.settingEmailInvalid.ko).max(254, m.settingEmailInvalid.ko))),
  phone: phone(),
  businessNumber: z
    .string()
    .trim()
    .pipe(optional(z.string().regex(/^[0-9]{3}-?[0-9]{2}-?[0-9]{5}$/, m.settingBusinessNumberInvalid.ko))),
  /** 통신판매업 신고번호: only an operator that sells online has one; empty is not shown */
  mailOrderNumber: text(),
  address: text(),
  copyright: text(),
  translations: translationsSchema({
    companyName: text(),
    representative: text(),
    address: text(),
    copyright: text(),
  }),
  social: z.object({ blog: url(), youtube: url(), facebook: url(), instagram: url() }),
  surveyUrl: url(),
  copyProtection: z.boolean(),
  complex: complexSchema,
});

export type Setting = z.output<typeof settingSchema>;
export type ComplexFacts = Setting['complex'];
export type Station = ComplexFacts['stations'][number];

/**
 * The setting as the console reads it back: the same fields, checked only for their types, so that a
 * setting stored before a rule existed (or before the complex facts did) is still shown and can be fixed.
 */
export const settingDtoSchema = z.object({
  companyName: z.string(),
  representative: z.string(),
  email: z.string(),
  phone: z.string(),
  businessNumber: z.string(),
  mailOrderNumber: z.string(),
  address: z.string(),
  copyright: z.string(),
  translations: translationsDtoSchema(FOOTER_TEXT_FIELDS),
  social: z.object({ blog: z.string(), youtube: z.string(), facebook: z.string(), instagram: z.string() }),
  surveyUrl: z.string(),
  copyProtection: z.boolean(),
  complex: z.object({
    name: z.string(),
    address: z.string(),
    stations: z.array(
      z.object({
        name: z.string(),
        line: z.string(),
        exit: z.string(),
        walkMin: z.number(),
        color: z.string(),
        translations: translationsDtoSchema(STATION_TEXT_FIELDS),
      }),
    ),
    lat: z.number(),
    lng: z.number(),
    officePhone: z.string(),
    officeHours: z.string(),
    translations: translationsDtoSchema(COMPLEX_TEXT_FIELDS),
  }),
});

/** `GET /api/v1/setting`: every text in the visitor's language (Korean where not written), with `lang`. */
export const publicSettingSchema = settingDtoSchema.omit({ translations: true, complex: true }).extend({
  lang: textLangsSchema(FOOTER_TEXT_FIELDS),
  /** Which payment window the shop's checkout opens (PAYMENT_PROVIDER of the server). */
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  complex: settingDtoSchema.shape.complex.omit({ translations: true, stations: true }).extend({
    lang: textLangsSchema(COMPLEX_TEXT_FIELDS),
    stations: z.array(
      settingDtoSchema.shape.complex.shape.stations.element.omit({ translations: true }).extend({
        lang: textLangsSchema(STATION_TEXT_FIELDS),
      }),
    ),
  }),
});

export type PublicSetting = z.output<typeof publicSettingSchema>;
export type PublicComplex = PublicSetting['complex'];
export type PublicStation = PublicComplex['stations'][number];
