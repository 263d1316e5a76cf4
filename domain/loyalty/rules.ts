import type { Locale } from '../locale.ts';

/**
 * The loyalty rules, pure (docs/decisions/0041-loyalty-points-coupons-levels.md): what a coupon takes off,
 * which combination of a member's coupons is best, how many points an amount may spend. The server's result
 * is the one that counts; the site shows the server's figures. Integer won only.
 */

export const POINT_KINDS = ['EARN', 'GRANT', 'RESTORE', 'SPEND', 'DEDUCT', 'EXPIRE'] as const;
export type PointKind = (typeof POINT_KINDS)[number];
export const POINT_CREDITS: readonly PointKind[] = ['EARN', 'GRANT', 'RESTORE'];

export const COUPON_KINDS = ['FIXED', 'PERCENT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** ORDER: off the items; PRODUCT: off one line of the coupon's products or categories; SHIPPING: off the fee. */
export const COUPON_SCOPES = ['ORDER', 'PRODUCT', 'SHIPPING'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
export const COUPON_ISSUES = ['DOWNLOAD', 'CODE', 'SIGNUP', 'BIRTHDAY', 'MANUAL'] as const;
export type CouponIssue = (typeof COUPON_ISSUES)[number];

/** Points expire this many months after they were earned (Korean shops' usual year). */
export const POINT_EXPIRY_MONTHS = 12;
/** Members are told by mail this many days before a credit of theirs expires. */
export const EXPIRY_NOTICE_DAYS = 30;
/** Level thresholds count the net purchases of this many months before the 1st. */
export const LEVEL_WINDOW_MONTHS = 12;

export interface PointSettings {
  /** Points can be spent only from this balance up. */
  minBalance: number;
  /** Points are spent in multiples of this. */
  unit: number;
  /** Points per 100 won for a member without a level. */
  baseRate: number;
}
export const DEFAULT_POINT_SETTINGS: PointSettings = { minBalance: 1000, unit: 100, baseRate: 1 };

/** Why points cannot be spent as asked, or null when they can. */
export function pointsRefusal(
  wanted: number,
  balance: number,
  payable: number,
  settings: PointSettings,
): 'pointsBelowMinimum' | 'pointsUnit' | 'pointsTooMany' | null {
  if (wanted === 0) return null;
  if (balance < settings.minBalance) return 'pointsBelowMinimum';
  if (wanted % settings.unit !== 0) return 'pointsUnit';
  if (wanted > balance || wanted > payable) return 'pointsTooMany';
  return null;
}

/** Points earned on `amount` at `rate` percent, rounded down to the won. */
export const pointsEarned = (amount: number, rate: number) => Math.floor((Math.max(0, amount) * rate) / 100);

/** `date` plus `months` calendar months (the 31st of a shorter month is its last day). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export interface CouponTerms {
  kind: CouponKind;
  value: number;
  maxDiscount: number | null;
  minOrder: number;
  scope: CouponScope;
  productIds: readonly string[];
  categoryIds: readonly string[];
}

export interface PricedLine {
  optionId: string;
  productId: string;
  categoryId: string;
  amount: number;
}

/** Why a coupon does not apply (to this line, for a product coupon), or null. */
export type CouponRefusal =
  'couponExpired' | 'couponUsed' | 'couponBelowMinimum' | 'couponOutOfScope' | 'couponNotFound';

export function couponCovers(terms: CouponTerms, line: PricedLine): boolean {
  return terms.productIds.includes(line.productId) || terms.categoryIds.includes(line.categoryId);
}

/** What the coupon takes off `base` (never more than it): a fixed amount, or a percent up to the cap. */
export function couponAmount(terms: CouponTerms, base: number): number {
  const off =
    terms.kind === 'FIXED'
      ? terms.value
      : Math.min(Math.floor((base * terms.value) / 100), terms.maxDiscount ?? Number.MAX_SAFE_INTEGER);
  return Math.max(0, Math.min(off, base));
}

export interface HeldCoupon extends CouponTerms {
  /** The member's coupon. */
  id: string;
}

export interface CouponPick {
  id: string;
  scope: CouponScope;
  /** The line a product coupon applies to. */
  optionId: string | null;
  amount: number;
}

/**
 * The best combination of held coupons for the lines: the best order coupon, the best shipping coupon, and
 * per line the best product coupon not already taken by another line (lines with the most to gain choose
 * first). Minimums count the items before any discount.
 */
export function bestCoupons(
  held: readonly HeldCoupon[],
  lines: readonly PricedLine[],
  items: number,
  shipping: number,
  /** Taken off the items before coupons (the level's discount): not off the minimums. */
  alreadyOff = 0,
): CouponPick[] {
  const picks: CouponPick[] = [];
  const usable = held.filter((c) => items >= c.minOrder);
  const best = (scope: CouponScope, base: number) => {
    let pick: CouponPick | null = null;
    for (const c of usable.filter((x) => x.scope === scope)) {
      const amount = couponAmount(c, base);
      if (amount > 0 && (!pick || amount > pick.amount)) pick = { id: c.id, scope, optionId: null, amount };
    }
    if (pick) picks.push(pick);
  };
  const options = usable
    .filter((c) => c.scope === 'PRODUCT')
    .flatMap((c) =>
      lines
        .filter((l) => couponCovers(c, l))
        .map((l) => ({
          id: c.id,
          scope: 'PRODUCT' as const,
          optionId: l.optionId,
          amount: couponAmount(c, l.amount),
        })),
    )
    .filter((p) => p.amount > 0)
    .sort((a, b) => b.amount - a.amount || (a.id < b.id ? -1 : 1));
  const takenCoupon = new Set<string>();
  const takenLine = new Set<string>();
  for (const p of options) {
    if (takenCoupon.has(p.id) || takenLine.has(p.optionId)) continue;
    takenCoupon.add(p.id);
    takenLine.add(p.optionId);
    picks.push(p);
  }
  const productOff = picks.reduce((sum, p) => sum + p.amount, 0);
  best('ORDER', items - alreadyOff - productOff);
  best('SHIPPING', shipping);
  return picks;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `MM-DD` is a day of some year (02-29 is: a leap year's). */
/**
 * A birthday as people type or paste it ("3/15", "03.15", "３월 １５일", "0315", " 03-15 ") in the stored
 * form `MM-DD`; anything else comes back as typed, for isMonthDay to refuse.
 */
export function monthDayOf(typed: string): string {
  const text = typed.normalize('NFKC').trim();
  const match =
    /^(\d{1,2})\s*(?:[-/.]|월)\s*(\d{1,2})\s*(?:일|日)?\.?$/.exec(text) ??
    /^(\d{2})(\d{2})$/.exec(text) ??
    /^(\d{1,2})\s*月\s*(\d{1,2})\s*日$/.exec(text);
  return match ? `${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}` : text;
}

export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

/**
 * The birthdays (`MM-DD`) celebrated on the Seoul day `ymd` (`20270228`): that day, and 02-29 on the 28th of
 * February of a year without one.
 */
export function birthdaysOn(ymd: string): string[] {
  const year = Number(ymd.slice(0, 4));
  const day = `${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day === '02-28' && !leap ? [day, '02-29'] : [day];
}

/**
 * The language of a member's mail (docs/decisions/0045-loyalty-notices-birthdays-and-review-limits.md): members
 * choose none, so their country decides — Chinese for China, Taiwan, Hong Kong and Macau, English for every
 * other country, Korean for Korea or none given.
 */
export function mailLocaleOf(country: string | null): Locale {
  if (!country || country === 'KR') return 'ko';
  return ['CN', 'TW', 'HK', 'MO'].includes(country) ? 'cn' : 'en';
}
