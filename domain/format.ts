import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { TIMEZONE } from './constants.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export type DateInput = Date | string | number | null | undefined;

/** A plain decimal numeral: what formatNumber can group without changing its value. */
const NUMERAL = /^(-?)(\d+)(\.\d+)?$/;
/** Spec § 9: "13-digit numeric strings are read as millisecond timestamps" (dayjs would read a year). */
const TIMESTAMP = /^\d{13}$/;
/** An ISO string that names its own offset is an instant; without one it is a Seoul wall time. */
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Groups the integer digits by three with commas; the sign and the decimals stay as they are
 * (1234567.891 → '1,234,567.891'). Numeric strings are accepted because PostgreSQL's numeric arrives
 * as text. Anything that is not a finite number gives ''.
 */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const match = NUMERAL.exec(String(value).trim());
  if (!match) return '';
  const [, sign = '', integer = '', decimals = ''] = match;
  return sign + integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + decimals;
}

/**
 * An area in m² as the spec and the unit page write it: always two decimals, grouped
 * (20.4 → '20.40', 21238.61 → '21,238.61'), so one type never reads 20.4 on one page and 20.40 on another.
 * Numeric strings are read as numbers; anything that is not a finite number gives ''.
 */
export function formatArea(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const number = typeof value === 'number' ? value : NUMERAL.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(number) ? formatNumber(number.toFixed(2)) : '';
}

/**
 * Reads a date the API or a form may hand over and returns it in Seoul time, or null when it is not a
 * date. Strings without an offset ('2025-01-01', '2025-01-01 09:00') are taken as Seoul wall times,
 * not the machine's, so every machine shows the same day.
 */
export function toDayjs(value: DateInput): Dayjs | null {
  const parsed = parse(value);
  return parsed?.isValid() ? parsed.utcOffset(seoulOffsetAt(parsed.valueOf())) : null;
}

/**
 * Seoul's UTC offset in minutes at an instant (+540 today; +510 or summer time in some past years), from
 * one formatter made once. dayjs's `.tz()` gives the same result but builds a new ICU formatter through
 * `toLocaleString` on every call, which was the costliest step of a submit at the opening rush.
 */
const SEOUL_OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: TIMEZONE, timeZoneName: 'longOffset' });

/** Offsets by quarter hour (every change of Seoul's offset since 1908 fell on one): a submit asks several times. */
const QUARTER_HOUR_MS = 900_000;
const offsets = new Map<number, number>();

function seoulOffsetAt(ms: number): number {
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  const known = offsets.get(quarter);
  if (known !== undefined) return known;
  const name = SEOUL_OFFSET.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  const offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;
  if (offsets.size >= 4096) offsets.clear(); // a list of old dates must not grow it without end
  offsets.set(quarter, offset);
  return offset;
}

function parse(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return dayjs(value);
  const text = value.trim();
  if (text === '') return null;
  if (TIMESTAMP.test(text)) return dayjs(Number(text));
  if (HAS_OFFSET.test(text)) return dayjs(text);
  // dayjs.tz on an unreadable string yields an invalid date whose .tz() throws: check it first.
  return dayjs.utc(text).isValid() ? dayjs(dayjs.tz(text, TIMEZONE).valueOf()) : null;
}

/**
 * Seoul's wall time of an instant as ISO text without its offset ('2025-03-01T09:00:00.000'), from the
 * memoised offset; null for what is not a date or lies outside the years 0–9999 (dayjs formats those).
 * dayjs's `utcOffset().format()` was a twentieth of a submit's CPU at the opening rush, and it shifts by
 * an hour near the machine's own summer-time changes (seen with the machine in Los Angeles in 1956).
 */
function seoulIsoOf(value: DateInput): string | null {
  const ms = instantOf(value);
  if (ms === null || Math.abs(ms) > MAX_DATE_MS) return null;
  const iso = new Date(ms + seoulOffsetAt(ms) * 60_000).toISOString();
  return iso.length === 24 ? iso : null;
}

/** The largest instant a Date holds (ECMA-262 § 21.4.1.22). */
const MAX_DATE_MS = 8.64e15;

/** 'YYYY-MM-DD' in Seoul; '' for what is not a date. */
export function formatDate(value: DateInput): string {
  const iso = seoulIsoOf(value);
  if (iso) return iso.slice(0, 10);
  return toDayjs(value)?.format('YYYY-MM-DD') ?? '';
}

/** 'YYYY-MM-DD HH:mm:ss' in Seoul; '' for what is not a date. */
export function formatDateTime(value: DateInput): string {
  const iso = seoulIsoOf(value);
  if (iso) return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  return toDayjs(value)?.format('YYYY-MM-DD HH:mm:ss') ?? '';
}

/** YYYYMMDD as forms send dates of birth and marriage. */
export const YMD = /^[0-9]{8}$/;

/** The earliest year a form date may have: it keeps typos such as 00000101 out. */
const MIN_YEAR = 1900;

/** YYYYMMDD that exists on the calendar (no 20230230), from 1900 on. */
export function isCalendarDate(value: string): boolean {
  if (!YMD.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date as YYYYMMDD in Seoul; '' when it is not a date. A YYYYMMDD string is taken as it is. */
export function seoulYmd(value: DateInput): string {
  if (typeof value === 'string' && YMD.test(value)) return value;
  return formatDate(value).replaceAll('-', '');
}

/** The instant in milliseconds, or null when it is not a date (only strings are read by dayjs). */
export function instantOf(value: DateInput): number | null {
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : parse(value)?.valueOf();
  return ms !== undefined && Number.isFinite(ms) ? ms : null;
}

/**
 * Hyphenates Korean phone numbers: Seoul's 02 numbers as 02-123-4567 / 02-1234-5678, other 11-digit
 * numbers 3-4-4 and 10-digit numbers 3-3-4. Hyphens and spaces already present are ignored; anything
 * else comes back as it was, so an unusual number is still shown rather than mangled.
 */
export function formatPhone(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return value;
  if (digits.startsWith('02') && (digits.length === 9 || digits.length === 10)) {
    return `02-${digits.slice(2, -4)}-${digits.slice(-4)}`;
  }
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return value;
}

/** A business registration number as 000-00-00000; anything that is not 10 digits comes back as it was. */
export function formatBusinessNumber(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value;
}

/**
 * What people put between the digits of a phone, birth or business number they paste: spaces (also
 * no-break and ideographic ones), hyphens and dashes of every kind, dots (also 。), slashes and
 * parentheses. Full-width forms (－ ． ／ （ ）) are folded to these by NFKC first.
 */
const DIGIT_SEPARATORS = /[\s\-\u2010-\u2015\u2212.\u3002/()]/g;

/**
 * A number as typed or pasted ("010-2345-6789", "０１０ ２３４５ ６７８９", " 1999.03.15 ") reduced to
 * its characters without separators: full-width digits become ASCII (NFKC), separators go. Anything
 * else stays, so "0101234567a" is still refused by the rule that follows rather than silently mended.
 * The forms call it before limiting a field's length, the schemas before checking (domain/schemas).
 */
export function normalizeDigits(value: string): string {
  return value.normalize('NFKC').replace(DIGIT_SEPARATORS, '');
}

/**
 * An amount of won as typed or pasted ("1,000,000", "₩ 1,000,000", "１００００００"): its digits, full-width
 * ones included, as a number; 0 when there are none, which every minimum then refuses with its own message.
 */
export function parseWon(value: string): number {
  return Number(normalizeDigits(value).replace(/\D/g, ''));
}

/**
 * normalizeDigits for phones, which also reads the international form of a Korean number
 * (+82 10-2345-6789, +82 (0)10 …) as the national one (01023456789) that docs/spec.md § 5 stores.
 */
export function normalizePhone(value: string): string {
  const compact = normalizeDigits(value);
  if (!compact.startsWith('+82')) return compact;
  const national = compact.slice(3);
  return national.startsWith('0') ? national : `0${national}`;
}

/** How many digits each kind of number field holds. */
export const DIGIT_FIELD_LENGTH = { phone: 11, date: 8, businessNumber: 10 } as const;
export type DigitFieldKind = keyof typeof DIGIT_FIELD_LENGTH;

/**
 * What a number field keeps of what was typed or pasted: normalised first, then only its digits, then
 * cut to the field's length. In that order, "010-2345-6789" keeps all eleven digits; cutting first (an
 * HTML maxLength) would leave "010234567".
 */
export function digitFieldValue(value: string, kind: DigitFieldKind): string {
  const normal = kind === 'phone' ? normalizePhone(value) : normalizeDigits(value);
  return normal.replace(/\D/g, '').slice(0, DIGIT_FIELD_LENGTH[kind]);
}
